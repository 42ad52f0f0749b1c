import { UntrustedText } from '@/components/UntrustedText'
import { attributeValueText, type NftAttribute } from '@/lib/opensea-attributes'

const KIND_NOTES: Partial<Record<NftAttribute['kind'], string>> = {
  boost_number: 'Boost',
  boost_percentage: 'Boost',
  date: 'Date',
}

function boostColour(attribute: NftAttribute): string {
  if (attribute.kind !== 'boost_number' && attribute.kind !== 'boost_percentage') return ''
  return attribute.value.startsWith('-') ? 'text-loss' : 'text-gain'
}

/** The token's traits as cards: trait name above, value below, OpenSea display types honoured. */
export function AttributesGrid({ attributes }: { attributes: NftAttribute[] }) {
  if (attributes.length === 0) return <p className="text-sm text-muted">This token lists no attributes.</p>
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {attributes.map((attribute, index) => (
        <li key={index} className="min-w-0 rounded-md border border-line bg-surface p-2">
          <p className="flex items-baseline justify-between gap-2 text-xs uppercase tracking-wide text-muted">
            <UntrustedText value={attribute.trait} fallback="Trait" maxLength={60} className="truncate" />
            {KIND_NOTES[attribute.kind] && <span className="shrink-0 normal-case tracking-normal">{KIND_NOTES[attribute.kind]}</span>}
          </p>
          <p className={`mt-0.5 font-medium ${attribute.kind === 'text' ? '' : 'font-mono tabular-nums'} ${boostColour(attribute)}`}>
            <UntrustedText value={attributeValueText(attribute)} fallback="—" maxLength={200} />
          </p>
        </li>
      ))}
    </ul>
  )
}
