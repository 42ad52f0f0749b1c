import { displayText } from '@/lib/display-text'

interface Props {
  contractType: string | null
  verified: boolean | null
  spam: boolean
  category?: string | null
}

const BADGE = 'rounded border px-1.5 py-0.5 text-xs font-medium'

/** Contract type, category, verified and spam flags of a token or a collection. */
export function Badges({ contractType, verified, spam, category }: Props) {
  return (
    <ul aria-label="Flags" className="flex flex-wrap gap-1.5">
      {contractType && <li className={`${BADGE} untrusted border-line text-fg`}>{displayText(contractType, 20)}</li>}
      {category && <li className={`${BADGE} untrusted border-line text-muted`}>{displayText(category, 40)}</li>}
      {verified === true && <li className={`${BADGE} border-gain/40 text-gain`}>✓ Verified collection</li>}
      {verified === false && <li className={`${BADGE} border-line text-muted`}>Not verified</li>}
      {spam && <li className={`${BADGE} border-warn/50 bg-warn/15 text-warn`}>⚠ Possible spam</li>}
    </ul>
  )
}
