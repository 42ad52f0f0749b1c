import type { EvmChain } from '@/chains'
import { CopyButton } from '@/components/CopyButton'

interface Props {
  chain: EvmChain
  hash: string
}

export function TransactionHeading({ chain, hash }: Props) {
  return (
    <div className="min-w-0">
      <h1 className="text-xl font-semibold">Transaction on {chain.label}</h1>
      <p className="flex items-center gap-1 text-sm text-muted">
        <span className="break-all font-mono">{hash}</span>
        <CopyButton value={hash} label="Copy transaction hash" />
      </p>
    </div>
  )
}
