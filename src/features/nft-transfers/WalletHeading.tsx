import type { EvmChain } from '@/chains'
import { CopyButton } from '@/components/CopyButton'

interface Props {
  chain: EvmChain
  address: string
}

export function WalletHeading({ chain, address }: Props) {
  return (
    <div className="min-w-0">
      <h1 className="text-xl font-semibold">NFT transfers</h1>
      <p className="flex flex-wrap items-center gap-1 text-sm text-muted">
        <span>Wallet on {chain.label} ·</span>
        <span className="break-all font-mono">{address}</span>
        <CopyButton value={address} label="Copy wallet address" />
      </p>
    </div>
  )
}
