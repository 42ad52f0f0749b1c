import { Skeleton } from '../../components/Skeleton'

const ROWS = ['Status', 'Block', 'Age', 'From', 'To', 'Value', 'Transaction fee', 'Gas price', 'Gas limit', 'Gas used', 'Nonce', 'Position in block']

/** The summary's real layout with grey bars, so the page does not jump when the transaction arrives. */
export function TransactionSkeleton() {
  return (
    <div role="status" aria-label="Loading the transaction" className="rounded-lg border border-line bg-raised">
      {ROWS.map((label) => (
        <div key={label} className="grid gap-1 border-t border-line px-4 py-3 first:border-t-0 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <span className="text-sm text-muted">{label}</span>
          <Skeleton className="h-4 w-48 max-w-full" />
        </div>
      ))}
    </div>
  )
}
