import { RPC_CHAINS } from '@/chains'

interface Props {
  value: string
}

export function UnknownRpcChain({ value }: Props) {
  return (
    <div role="alert" className="rounded-lg border border-warn/50 bg-raised p-4">
      <p className="font-semibold text-warn">
        Unknown chain “<span className="untrusted">{value.slice(0, 80)}</span>”
      </p>
      <p className="mt-1 text-sm">The JSON-RPC lookup works on these chains; nothing was requested.</p>
      <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {RPC_CHAINS.map((chain) => (
          <li key={chain.rpcName}>
            <span className="font-mono">{chain.rpcName}</span> <span className="text-muted">({chain.label})</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
