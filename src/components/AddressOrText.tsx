import { AddressEntity } from './AddressEntity'
import { TxHashLink } from './TxHashLink'
import { UntrustedText } from './UntrustedText'
import { isEvmAddress } from '@/lib/values/evm-address-checksum'
import { isTransactionHash } from '@/lib/values/transaction-hash'

/** An address field from metadata-grade data: a wallet link when it is an address, inert text when it is not. */
export function AddressOrText({ chainSlug, value }: { chainSlug: string; value: string | null }) {
  if (value && isEvmAddress(value)) return <AddressEntity chainSlug={chainSlug} address={value} full />
  return <NotA what="address" value={value} />
}

export function TxOrText({ chainSlug, value }: { chainSlug: string; value: string | null }) {
  if (value && isTransactionHash(value)) return <TxHashLink chainSlug={chainSlug} hash={value} />
  return <NotA what="transaction hash" value={value} />
}

function NotA({ what, value }: { what: string; value: string | null }) {
  if (!value) return <span className="text-muted">—</span>
  return (
    <span>
      <UntrustedText value={value} maxLength={120} /> <span className="text-xs text-muted">(not a valid {what})</span>
    </span>
  )
}
