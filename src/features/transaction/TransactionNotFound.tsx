import { Link } from '@tanstack/react-router'
import { chainsFor, retiredOn, type EvmChain } from '@/chains'

interface Props {
  chain: EvmChain
  hash: string
  onCheckAgain: () => void
}

/** The service has no such transaction on this chain; the same hash may well be on another. */
export function TransactionNotFound({ chain, hash, onCheckAgain }: Props) {
  // A chain the provider retired would only say so: it is not offered.
  const others = chainsFor('general').filter((candidate) => candidate.slug !== chain.slug && !retiredOn(candidate, 'general'))
  return (
    <div className="space-y-4">
      <div role="alert" className="rounded-lg border border-warn/50 bg-raised p-4">
        <p className="font-semibold text-warn">No transaction with this hash on {chain.label}</p>
        <p className="mt-1 text-sm">It may be on another chain, or too recent for the data service to have indexed it.</p>
        <button type="button" onClick={onCheckAgain} className="mt-3 rounded-md border border-line px-3 py-1.5 text-sm hover:bg-sunken">
          Check {chain.label} again
        </button>
      </div>
      <nav aria-labelledby="other-chains-heading" className="rounded-lg border border-line bg-raised p-4">
        <h2 id="other-chains-heading" className="font-semibold">
          Try the same hash on another chain
        </h2>
        <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-4">
          {others.map((other) => (
            <li key={other.slug}>
              <Link to="/$chain/tx/$hash" params={{ chain: other.slug, hash }} className="text-accent hover:underline">
                {other.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
