import type { EvmChain } from '@/chains'
import { UntrustedText } from '@/components/UntrustedText'
import { exactUsd, formatUsd, groupDigits } from '@/lib/format'
import { prettyJson } from '@/lib/pretty-json'
import { DetailList, type Detail } from '@/components/DetailList'
import { LastSale } from '@/components/LastSale'
import type { CollectionPrices } from './collection-prices'

interface Props {
  chain: EvmChain
  contract: string
  prices: CollectionPrices
}

function OtherValue({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-muted">—</span>
  if (typeof value === 'object') {
    const text = prettyJson({ state: 'parsed', value, raw: null })
    return (
      <pre tabIndex={0} className="untrusted max-h-48 overflow-auto whitespace-pre-wrap break-all font-mono text-xs">
        {text}
      </pre>
    )
  }
  return <UntrustedText value={String(value)} maxLength={300} />
}

/** Whatever price fields include_prices brought: floor price and last sale read exactly, anything else as it came. */
export function CollectionPricesView({ chain, contract, prices }: Props) {
  const details: Detail[] = [
    {
      term: 'Floor price',
      value:
        prices.floorPrice !== null ? (
          <span className="font-mono tabular-nums">
            {groupDigits(prices.floorPrice)} <UntrustedText value={prices.floorPriceCurrency?.toUpperCase()} fallback="" maxLength={20} />
          </span>
        ) : (
          <span className="text-muted">No floor price</span>
        ),
    },
    {
      term: 'Floor price (USD)',
      value:
        prices.floorPriceUsd !== null ? (
          <span className="font-mono tabular-nums" title={exactUsd(prices.floorPriceUsd)}>
            {formatUsd(prices.floorPriceUsd)}
          </span>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    ...prices.other.map(([key, value]) => ({ term: key.replace(/_/g, ' '), value: <OtherValue value={value} /> })),
  ]
  return (
    <div className="space-y-3">
      <DetailList details={details} />
      <h3 className="pt-2 text-sm font-semibold">Last sale</h3>
      {prices.lastSale ? (
        <LastSale chain={chain} sale={prices.lastSale} contract={contract} />
      ) : (
        <p className="text-sm text-muted">The service has no sale in this collection on record.</p>
      )}
    </div>
  )
}
