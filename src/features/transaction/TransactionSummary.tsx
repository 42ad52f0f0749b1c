import type { Transaction } from '@/api/transaction'
import type { EvmChain } from '@/chains'
import { Age } from '@/components/Age'
import { groupDigits } from '@/lib/format'
import { formatGwei, transactionFee } from '@/lib/gas'
import { formatUtc, parseTimestamp } from '@/lib/time'
import { contractNameOf, type Knowledge } from '@/lib/tx-story/knowledge'
import { BlockValue } from './BlockValue'
import { DetailRow } from './DetailRow'
import { GasUsedValue } from './GasUsedValue'
import { NativeAmount } from './NativeAmount'
import { PartyValue } from './PartyValue'
import { StatusBadge } from './StatusBadge'

interface Props {
  chain: EvmChain
  tx: Transaction
  /** contracts' names from their verified source, by lower-case address */
  verifiedNames?: Readonly<Record<string, string>>
  /** what the published lists say of its addresses, once loaded: they name an address the API gives no label */
  known?: Knowledge | null
}

const dash = <span className="text-muted">—</span>

export function TransactionSummary({ chain, tx, verifiedNames = {}, known = null }: Props) {
  const time = parseTimestamp(tx.block_timestamp)
  const listed = (address: string | null) => (known && address ? contractNameOf(known(address)) : null)
  const symbol = chain.native.symbol
  return (
    <section aria-labelledby="summary-heading" className="rounded-lg border border-line bg-raised">
      <h2 id="summary-heading" className="sr-only">
        Summary
      </h2>
      <dl>
        <DetailRow label="Status">
          <StatusBadge status={tx.receipt_status} />
        </DetailRow>
        <DetailRow label="Block">
          <BlockValue chain={chain} tx={tx} />
        </DetailRow>
        <DetailRow label="Age">
          {time ? (
            <span>
              <Age timestamp={tx.block_timestamp} /> <span className="text-sm text-muted">({formatUtc(time)})</span>
            </span>
          ) : (
            dash
          )}
        </DetailRow>
        <DetailRow label="From">
          <PartyValue
            chain={chain.slug}
            address={tx.from_address}
            label={tx.from_address_label ?? listed(tx.from_address)}
            entity={tx.from_address_entity}
            entityLogo={tx.from_address_entity_logo}
          />
        </DetailRow>
        <DetailRow label="To">
          {tx.to_address ? (
            <PartyValue
              chain={chain.slug}
              address={tx.to_address}
              label={tx.to_address_label ?? listed(tx.to_address)}
              entity={tx.to_address_entity}
              entityLogo={tx.to_address_entity_logo}
              verifiedName={verifiedNames[tx.to_address.toLowerCase()]}
            />
          ) : (
            <span className="font-medium">Contract creation</span>
          )}
        </DetailRow>
        {tx.receipt_contract_address && (
          <DetailRow label="Contract created">
            <PartyValue chain={chain.slug} address={tx.receipt_contract_address} />
          </DetailRow>
        )}
        <DetailRow label="Value">{tx.value === null ? dash : <NativeAmount value={tx.value} symbol={symbol} />}</DetailRow>
        <DetailRow label="Transaction fee">
          {tx.receipt_gas_used !== null && tx.gas_price !== null ? (
            <NativeAmount value={transactionFee(tx.receipt_gas_used, tx.gas_price)} symbol={symbol} />
          ) : (
            dash
          )}
        </DetailRow>
        <DetailRow label="Gas price">
          {tx.gas_price === null ? dash : <span className="font-mono tabular-nums">{formatGwei(tx.gas_price)} Gwei</span>}
        </DetailRow>
        <DetailRow label="Gas limit">{tx.gas === null ? dash : <span className="font-mono tabular-nums">{groupDigits(tx.gas.toString())}</span>}</DetailRow>
        <DetailRow label="Gas used">{tx.receipt_gas_used === null ? dash : <GasUsedValue used={tx.receipt_gas_used} limit={tx.gas} />}</DetailRow>
        <DetailRow label="Nonce">{tx.nonce === null ? dash : <span className="font-mono tabular-nums">{tx.nonce.toString()}</span>}</DetailRow>
        <DetailRow label="Position in block">
          {tx.transaction_index === null ? dash : <span className="font-mono tabular-nums">{tx.transaction_index}</span>}
        </DetailRow>
      </dl>
    </section>
  )
}
