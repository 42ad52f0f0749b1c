import { useCallback, useState } from 'react'
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { EvmChain } from '@/chains'
import { probeOrder, probeTransaction, type ProbeOutcome, type ProbeProgress } from './transaction-probe'

/** Where a hash lives, asked once: a found transaction stays found; "nowhere" is asked again after a while. */
export function transactionSearchQuery(queryClient: QueryClient, hash: string, start: EvmChain | null, onProgress?: (progress: ProbeProgress) => void) {
  return queryOptions({
    queryKey: ['search', 'transaction-chains', hash.toLowerCase()],
    queryFn: ({ signal }) => probeTransaction({ queryClient, hash, order: probeOrder(start), signal, onProgress }),
    staleTime: (query) => {
      const outcome: ProbeOutcome | undefined = query.state.data
      if (!outcome || outcome.failed.length > 0) return 0
      return outcome.found.length > 0 ? Infinity : 5 * 60_000
    },
    retry: false,
  })
}

/**
 * The search for a hash across chains and its progress; null asks nothing. `report` is the progress callback for
 * a search started elsewhere (the search box's Enter) with the same query.
 */
export function useTransactionSearch(hash: string | null, start: EvmChain | null) {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<(ProbeProgress & { hash: string }) | null>(null)
  const report = useCallback((searched: string, next: ProbeProgress) => setProgress({ ...next, hash: searched }), [])
  const query = useQuery({
    ...transactionSearchQuery(queryClient, hash ?? '', start, (next) => report(hash ?? '', next)),
    enabled: hash !== null,
  })
  return { query, progress: progress && progress.hash === hash ? progress : null, report }
}
