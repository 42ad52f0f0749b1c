import { createFileRoute } from '@tanstack/react-router'
import { transactionQuery } from '../../../api/transaction'
import { findEvmChain } from '../../../chains'
import { ChainGate } from '../../../components/ChainGate'
import { InvalidInput } from '../../../components/InvalidInput'
import { parseInternalFlag, readTransactionSearch, type TransactionSearch } from '../../../features/transaction/internal-search'
import { TransactionPage } from '../../../features/transaction/TransactionPage'
import { isTxHash } from '../../../lib/validate'

function hashProblem(hash: string): string | null {
  return isTxHash(hash) ? null : `“${hash.slice(0, 80)}” is not a valid transaction hash (0x and 64 hex digits)`
}

export const Route = createFileRoute('/$chain/tx/$hash')({
  validateSearch: (search: Record<string, unknown>): TransactionSearch => readTransactionSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context }) => {
    const chain = findEvmChain(params.chain)
    const { include, problem } = parseInternalFlag(deps)
    if (!chain || hashProblem(params.hash) || problem) return
    void context.queryClient.prefetchQuery(transactionQuery({ chain: chain.name, hash: params.hash, include: include ? 'internal_transactions' : undefined }))
  },
  component: TransactionRoute,
})

function TransactionRoute() {
  const { chain, hash } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { include, problem } = parseInternalFlag(search)
  const problems = [hashProblem(hash), problem].filter((item): item is string => item !== null)
  return (
    <ChainGate value={chain}>
      {(evmChain) =>
        problems.length > 0 ? (
          <InvalidInput problems={problems} />
        ) : (
          <TransactionPage
            chain={evmChain}
            hash={hash}
            includeInternal={include}
            onIncludeInternalChange={(next) => void navigate({ search: next ? {} : { internal: 'false' }, replace: true })}
          />
        )
      }
    </ChainGate>
  )
}
