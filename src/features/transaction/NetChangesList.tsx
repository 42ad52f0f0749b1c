import { AddressEntity } from '@/components/AddressEntity'
import type { AmountContext } from '@/lib/tx-story/amount-text'
import type { NetChange } from '@/lib/tx-story/net-changes'
import { AssetAmount } from './AssetAmount'

interface Props {
  chain: string
  netChanges: NetChange[]
  sender: string | null
  context: AmountContext
}

/** A hostile transaction can touch thousands of addresses; the list stops here. */
const ADDRESSES_SHOWN = 200

/** What each address ended up with, the sender first: received in the gain colour with "+", sent with "−". */
export function NetChangesList({ chain, netChanges, sender, context }: Props) {
  const shown = netChanges.slice(0, ADDRESSES_SHOWN)
  return (
    <div className="border-t border-line px-4 py-3">
      <h3 id="net-changes-heading" className="mb-2 text-sm font-semibold">
        Net change per address
      </h3>
      <ul aria-labelledby="net-changes-heading" className="space-y-2 text-sm">
        {shown.map((entry) => (
          <li key={entry.address} className="flex flex-col gap-1 sm:flex-row sm:gap-4">
            <span className="flex min-w-0 items-center gap-2 sm:w-56 sm:shrink-0">
              <AddressEntity chainSlug={chain} address={entry.address} />
              {entry.address === sender?.toLowerCase() && <span className="rounded bg-sunken px-1.5 text-xs text-muted">sender</span>}
            </span>
            <ul className="min-w-0 space-y-0.5">
              {entry.changes.map((change, index) => {
                const received = change.amount > 0n
                return (
                  <li key={index} className={received ? 'text-gain' : 'text-loss'}>
                    <span aria-hidden="true">{received ? '+' : '−'}</span>
                    <span className="sr-only">{received ? 'received' : 'sent'}</span>{' '}
                    <AssetAmount chain={chain} asset={change.asset} amount={received ? change.amount : -change.amount} context={context} />
                  </li>
                )
              })}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  )
}
