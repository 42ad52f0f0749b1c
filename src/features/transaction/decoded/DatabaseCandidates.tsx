import { UntrustedText } from '@/components/UntrustedText'

interface Props {
  candidates: string[] | undefined
}

/** Several of the public signature database's signatures decode the data: each is listed, none is taken as the name. */
export function DatabaseCandidates({ candidates }: Props) {
  if (!candidates || candidates.length === 0) return null
  return (
    <div className="text-sm" data-testid="database-candidates">
      <p className="text-muted">
        The public signature database lists {candidates.length} signatures that fit this data; none is named, since any could be meant:
      </p>
      <ul className="mt-1 list-disc pl-5">
        {candidates.map((signature) => (
          <li key={signature}>
            <code className="wrap-anywhere font-mono">
              <UntrustedText value={signature} maxLength={400} />
            </code>
          </li>
        ))}
      </ul>
    </div>
  )
}
