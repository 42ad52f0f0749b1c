import { Link } from '@tanstack/react-router'
import type { Transaction } from '@/api/transaction'
import { RPC_CHAINS, type EvmChain } from '@/chains'
import { CopyButton } from '@/components/CopyButton'

interface Props {
  chain: EvmChain
  tx: Transaction
}

/** Block number and hash, with the same transaction's JSON-RPC lookup when the RPC operation serves the chain. */
export function BlockValue({ chain, tx }: Props) {
  const rpcChain = RPC_CHAINS.find((candidate) => candidate.evmSlug === chain.slug)
  return (
    <div className="space-y-1">
      {tx.block_number === null ? <span className="text-muted">—</span> : <span className="font-mono tabular-nums">{tx.block_number.toString()}</span>}
      {tx.block_hash && (
        <span className="flex items-center gap-1 text-sm">
          <span className="break-all font-mono text-muted">{tx.block_hash}</span>
          <CopyButton value={tx.block_hash} label="Copy block hash" />
        </span>
      )}
      {rpcChain && tx.block_hash && tx.transaction_index !== null && (
        <Link
          to="/rpc/$chain/block/$blockHash/tx/$index"
          params={{ chain: rpcChain.rpcName, blockHash: tx.block_hash, index: String(tx.transaction_index) }}
          className="block text-sm text-accent hover:underline"
        >
          Look it up by block hash and index over JSON-RPC
        </Link>
      )}
    </div>
  )
}
