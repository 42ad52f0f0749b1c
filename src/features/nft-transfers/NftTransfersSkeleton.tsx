import type { EvmChain } from '@/chains'
import { SkeletonRows } from '@/components/SkeletonRows'
import { nftTransferTableColumns } from './NftTransfersTable'

export function NftTransfersSkeleton({ chain, wallet }: { chain: EvmChain; wallet: string }) {
  return <SkeletonRows rows={8} label="Loading NFT transfers" columns={nftTransferTableColumns(chain, wallet)} />
}
