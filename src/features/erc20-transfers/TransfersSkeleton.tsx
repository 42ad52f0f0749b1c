import { SkeletonRows } from '@/components/SkeletonRows'
import { transferColumns } from './TransfersTable'

export function TransfersSkeleton({ chain }: { chain: string }) {
  return <SkeletonRows rows={8} label="Loading transfers" columns={transferColumns(chain)} />
}
