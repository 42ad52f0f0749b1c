import { Skeleton } from './Skeleton'

interface Props {
  rows: number
}

/** A label–value list as grey bars, in the frame the real list is shown in. */
export function DetailRowsSkeleton({ rows }: Props) {
  return (
    <div className="space-y-2 rounded-lg border border-line bg-raised p-4">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex gap-4">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 w-full max-w-64" />
        </div>
      ))}
    </div>
  )
}
