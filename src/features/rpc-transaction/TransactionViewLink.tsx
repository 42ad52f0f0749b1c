import { Link } from '@tanstack/react-router'
import type { RpcTransaction } from '@/api/rpc-transaction'
import { findEvmChain, type RpcChain } from '@/chains'

interface Props {
  tx: RpcTransaction
  chain: RpcChain
}

/**
 * The same transaction in the transaction view, when the data API covers the chain. A node that answers for
 * another chain (a local test node, say) gets a note instead, since the view would look on the wrong chain.
 */
export function TransactionViewLink({ tx, chain }: Props) {
  const evmChain = chain.evmSlug ? findEvmChain(chain.evmSlug) : null
  if (!evmChain) return <p className="text-sm text-muted">The transaction view does not cover {chain.label}.</p>
  if (tx.chainId !== null && tx.chainId !== BigInt(evmChain.id)) {
    return (
      <p role="note" className="rounded-md border border-warn/40 bg-raised px-3 py-2 text-sm text-warn">
        This transaction is signed for chain id {tx.chainId.toString()}, not {chain.label} ({BigInt(evmChain.id).toString()}): the endpoint serves another
        chain. Amounts are shown in {chain.native.symbol} as chosen.
      </p>
    )
  }
  return (
    <Link to="/$chain/tx/$hash" params={{ chain: evmChain.slug, hash: tx.hash }} className="inline-block text-sm text-accent hover:underline">
      Open this transaction in the transaction view, with its receipt and logs
    </Link>
  )
}
