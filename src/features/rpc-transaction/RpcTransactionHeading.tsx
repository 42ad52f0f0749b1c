import { Link } from '@tanstack/react-router'
import type { RpcChain } from '@/chains'
import { CopyButton } from '@/components/CopyButton'

interface Props {
  chain: RpcChain
  blockHash: string
  index: bigint
  /** the index as the link spells it (decimal or hex), kept for "Edit lookup" */
  indexText: string
  endpointName: string
}

export function RpcTransactionHeading({ chain, blockHash, index, indexText, endpointName }: Props) {
  const linkClass = 'text-accent hover:underline'
  return (
    <div className="min-w-0 space-y-1">
      <h1 className="text-xl font-semibold">
        Transaction at index {index.toString()} of a block on {chain.label}
      </h1>
      <p className="text-sm text-muted">
        Block <span className="break-all font-mono">{blockHash}</span> <CopyButton value={blockHash} label="Copy block hash" />
      </p>
      <p className="text-sm text-muted">
        Asked: <span className="font-medium text-fg">{endpointName}</span>
      </p>
      <nav aria-label="Other lookups" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {index > 0n && (
          <Link to="/rpc/$chain/block/$blockHash/tx/$index" params={{ chain: chain.rpcName, blockHash, index: (index - 1n).toString() }} className={linkClass}>
            ← Index {(index - 1n).toString()}
          </Link>
        )}
        <Link to="/rpc/$chain/block/$blockHash/tx/$index" params={{ chain: chain.rpcName, blockHash, index: (index + 1n).toString() }} className={linkClass}>
          Index {(index + 1n).toString()} →
        </Link>
        <Link to="/rpc" search={{ chain: chain.rpcName, blockHash, index: indexText }} className={linkClass}>
          Edit lookup or endpoint
        </Link>
      </nav>
    </div>
  )
}
