import { Age } from '@/components/Age'
import { Skeleton } from '@/components/Skeleton'
import type { KnownBlock } from './known-block'

const ROWS = ['Status', 'Block', 'Age', 'From', 'To', 'Value', 'Transaction fee', 'Gas price', 'Gas limit', 'Gas used', 'Nonce', 'Position in block']

interface Props {
  /** the block, when a transfer list already showed it */
  known: KnownBlock | null
}

/** The summary's real layout with grey bars where nothing is known yet, so the page does not jump when the transaction arrives. */
export function TransactionSkeleton({ known }: Props) {
  const knownValue = (label: string) => {
    if (label === 'Block' && known?.block_number != null) return <span className="font-mono">{known.block_number.toString()}</span>
    if (label === 'Age' && known?.block_timestamp) return <Age timestamp={known.block_timestamp} />
    return <Skeleton className="h-4 w-48 max-w-full" />
  }
  return (
    <div role="status" aria-label="Loading the transaction" className="rounded-lg border border-line bg-raised">
      {ROWS.map((label) => (
        <div key={label} className="grid gap-1 border-t border-line px-4 py-3 first:border-t-0 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <span className="text-sm text-muted">{label}</span>
          {knownValue(label)}
        </div>
      ))}
    </div>
  )
}
