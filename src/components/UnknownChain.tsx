import type { EvmChain } from '@/chains'

interface Props {
  value: string
  valid: readonly EvmChain[]
}

export function UnknownChain({ value, valid }: Props) {
  return (
    <div role="alert" className="rounded-lg border border-warn/50 bg-raised p-4">
      <p className="font-semibold text-warn">
        Unknown chain “<span className="untrusted">{value.slice(0, 80)}</span>”
      </p>
      <p className="mt-1 text-sm">This view works on these chains (by name or hex id); nothing was requested.</p>
      <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {valid.map((chain) => (
          <li key={chain.slug}>
            <span className="font-mono">{chain.slug}</span> <span className="text-muted">({chain.id})</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
