import type { ReactNode } from 'react'

export interface Detail {
  term: string
  value: ReactNode
}

/** Label and value rows that stack on a phone and sit side by side on a wider screen. */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <dl className="divide-y divide-line text-sm">
      {details.map(({ term, value }) => (
        <div key={term} className="grid gap-1 py-2 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3">
          <dt className="text-muted">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
