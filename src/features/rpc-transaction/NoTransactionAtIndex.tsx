import { Link } from '@tanstack/react-router'
import type { RpcChain } from '@/chains'
import { shortenHex } from '@/lib/format'

interface Props {
  chain: RpcChain
  blockHash: string
  index: bigint
}

/** `result: null`: the index is past the block's last transaction, or the endpoint does not know the block. */
export function NoTransactionAtIndex({ chain, blockHash, index }: Props) {
  return (
    <div role="alert" className="rounded-lg border border-warn/50 bg-raised p-4">
      <p className="font-semibold text-warn">
        Block{' '}
        <span title={blockHash} className="font-mono">
          {shortenHex(blockHash, 10, 8)}
        </span>{' '}
        has no transaction at index {index.toString()}
      </p>
      <p className="mt-1 text-sm">
        The node answered <code className="font-mono">null</code>: the block has fewer transactions, or this endpoint does not know a block with this hash on{' '}
        {chain.label}.
      </p>
      {index > 0n && (
        <Link
          to="/rpc/$chain/block/$blockHash/tx/$index"
          params={{ chain: chain.rpcName, blockHash, index: '0' }}
          className="mt-3 inline-block text-sm text-accent hover:underline"
        >
          Look at the block’s first transaction (index 0)
        </Link>
      )}
    </div>
  )
}
