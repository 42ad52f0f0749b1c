import { Skeleton } from '@/components/Skeleton'

const LABELS = ['Transaction hash', 'Type', 'Block hash', 'Block number', 'Index in block', 'From', 'To', 'Value', 'Nonce', 'Gas limit', 'Gas price']

export function RpcTransactionSkeleton() {
  return (
    <div role="status" aria-label="Asking the node" className="rounded-lg border border-line bg-raised">
      <div className="border-b border-line px-4 py-3 font-semibold">The node’s answer</div>
      {LABELS.map((label) => (
        <div key={label} className="grid gap-1 border-t border-line px-4 py-3 first:border-t-0 sm:grid-cols-[14rem_1fr] sm:gap-4">
          <span className="text-sm">{label}</span>
          <Skeleton className="h-4 w-64 max-w-full" />
        </div>
      ))}
    </div>
  )
}
