interface Props {
  value: string
  /** who works on the chains listed, e.g. "This view works on these chains (by name or hex id)" */
  scope: string
  /** the chains the link could have named: the name it takes, and what a reader knows it by */
  chains: readonly { name: string; detail: string }[]
}

/** A link naming a chain the view does not take: the chains it does take, and that nothing was requested. */
export function UnknownChain({ value, scope, chains }: Props) {
  return (
    <div role="alert" className="rounded-lg border border-warn/50 bg-raised p-4">
      <p className="font-semibold text-warn">
        Unknown chain “<span className="untrusted">{value.slice(0, 80)}</span>”
      </p>
      <p className="mt-1 text-sm">{scope}; nothing was requested.</p>
      <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {chains.map((chain) => (
          <li key={chain.name}>
            <span className="font-mono">{chain.name}</span> <span className="text-muted">({chain.detail})</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
