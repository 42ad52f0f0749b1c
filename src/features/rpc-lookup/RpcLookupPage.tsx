import { Link } from '@tanstack/react-router'
import { EXAMPLES } from '@/examples'
import type { LookupSearch } from '@/deep-links/lookup-search'
import { RpcLookupForm } from './RpcLookupForm'

interface Props {
  initial: LookupSearch
}

export function RpcLookupPage({ initial }: Props) {
  return (
    <div className="max-w-4xl space-y-4">
      <div>
        <h1 className="text-xl font-semibold">JSON-RPC lookup</h1>
        <p className="mt-1 text-muted">
          Find a transaction by the hash of its block and its position in that block, with{' '}
          <code className="font-mono text-sm">eth_getTransactionByBlockHashAndIndex</code>, on the configured provider or any JSON-RPC endpoint you name.
        </p>
      </div>
      <RpcLookupForm initial={initial} />
      <p className="text-sm text-muted">
        No block hash at hand?{' '}
        <Link to="/rpc/$chain/block/$blockHash/tx/$index" params={EXAMPLES.rpc} className="text-accent underline underline-offset-2">
          Open an example block
        </Link>
        .
      </p>
    </div>
  )
}
