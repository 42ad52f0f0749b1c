import { AddressEntity } from '@/components/AddressEntity'
import { groupDigits } from '@/lib/format'
import type { AmountContext } from '@/lib/tx-story/amount-text'
import type { Movement } from '@/lib/tx-story/movements'
import type { NetChange } from '@/lib/tx-story/net-changes'
import { AssetAmount } from './AssetAmount'
import { NetChangesList } from './NetChangesList'

interface Props {
  chain: string
  movements: Movement[]
  netChanges: NetChange[]
  sender: string | null
  context: AmountContext
}

/** A hostile log can hold thousands of movements; the page lists this many and says how many more there are. */
export const MOVEMENTS_SHOWN = 200

const SOURCE_NOTE: Record<Movement['source'], string | null> = {
  value: 'transaction value',
  internal: 'internal call',
  transfer: null,
  deposit: 'wrapped',
  withdrawal: 'unwrapped',
}

export function TokensMovedSection({ chain, movements, netChanges, sender, context }: Props) {
  const shown = movements.slice(0, MOVEMENTS_SHOWN)
  return (
    <section aria-labelledby="tokens-moved-heading" className="rounded-lg border border-line bg-raised">
      <h2 id="tokens-moved-heading" className="border-b border-line px-4 py-3 font-semibold">
        Tokens moved <span className="font-normal text-muted">({groupDigits(String(movements.length))})</span>
      </h2>
      {movements.length === 0 ? (
        <p className="p-4 text-sm text-muted">No tokens or coins moved in this transaction.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Every token and coin movement, in order</caption>
            <thead className="text-left text-muted">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Amount
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  From → to
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((movement, index) => (
                <tr key={index} className="border-t border-line align-top">
                  <td className="px-4 py-2">
                    <AssetAmount chain={chain} asset={movement.asset} amount={movement.amount} context={context} />
                    {SOURCE_NOTE[movement.source] && <span className="block text-xs text-muted">{SOURCE_NOTE[movement.source]}</span>}
                  </td>
                  <td className="px-4 py-2">
                    <span className="flex flex-col gap-0.5 sm:flex-row sm:flex-wrap sm:items-center sm:gap-2">
                      <span className="flex min-w-0 items-center gap-1">
                        <span className="sr-only">from</span>
                        <AddressEntity chainSlug={chain} address={movement.from} />
                      </span>
                      <span className="flex min-w-0 items-center gap-1">
                        <span aria-hidden="true" className="text-muted">
                          →
                        </span>
                        <span className="sr-only">to</span>
                        <AddressEntity chainSlug={chain} address={movement.to} />
                      </span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {movements.length > shown.length && (
            <p className="border-t border-line px-4 py-2 text-sm text-muted">
              And {groupDigits(String(movements.length - shown.length))} more movements, not listed.
            </p>
          )}
        </div>
      )}
      {netChanges.length > 0 && <NetChangesList chain={chain} netChanges={netChanges} sender={sender} context={context} />}
    </section>
  )
}
