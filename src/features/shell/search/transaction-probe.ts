import { isCancelledError, queryOptions, type QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/api/errors'
import { retryDelay, shouldRetry } from '@/api/retry'
import { fetchTransaction, transactionQuery } from '@/api/transaction'
import { chainsFor, type EvmChain } from '@/chains'

/** How many chains are asked at once: enough to finish 25 chains in a few round trips, few enough not to trip a rate limit. */
export const PROBE_CONCURRENCY = 4
/** Once one chain answers, how long the requests already on their way may take to answer too (a hash can be on several). */
export const PROBE_GRACE_MS = 800
/** A "not on this chain" answer is kept this long: the transaction may be too recent for the service to have indexed it. */
const NOT_FOUND_FRESH_MS = 5 * 60_000

/**
 * The chain the header shows first, then the other chains the transaction operation takes: mainnets before testnets.
 * A chain the provider has retired is never asked.
 */
export function probeOrder(start: EvmChain | null): EvmChain[] {
  const served = chainsFor('general').filter((chain) => chain.retiredOn === undefined)
  const others = served.filter((chain) => chain.slug !== start?.slug)
  const first = start && served.includes(start) ? [start] : []
  return [...first, ...others.filter((chain) => !chain.testnet), ...others.filter((chain) => chain.testnet)]
}

/** The transaction as its page asks for it, so a probe that finds it fills the page's cache. */
function pageQuery(chain: EvmChain, hash: string) {
  return transactionQuery({ chain: chain.apiChain, hash, include: 'internal_transactions' })
}

/** Whether the service knows the hash on one chain; cached, so a second search asks nobody. */
export function transactionOnChainQuery(queryClient: QueryClient, chain: EvmChain, hash: string) {
  return queryOptions({
    queryKey: ['evm', chain.apiChain, 'transaction-exists', hash.toLowerCase()],
    queryFn: async ({ signal }): Promise<boolean> => {
      const page = pageQuery(chain, hash)
      if (queryClient.getQueryData(page.queryKey)) return true
      try {
        queryClient.setQueryData(page.queryKey, await fetchTransaction({ chain: chain.apiChain, hash, include: 'internal_transactions' }, signal))
        return true
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return false
        throw error
      }
    },
    staleTime: (query) => (query.state.data === true ? Infinity : NOT_FOUND_FRESH_MS),
    // One more try for a rate limit or a server fault, after the service's Retry-After: a sweep should not lose a
    // chain to one 429, nor wait through the full backoff of a page load.
    retry: (failureCount, error) => failureCount < 1 && shouldRetry(failureCount, error),
    retryDelay,
  })
}

export interface ChainFailure {
  chain: EvmChain
  message: string
}

export interface ProbeOutcome {
  found: EvmChain[]
  /** chains that answered that they do not know the hash */
  absent: EvmChain[]
  failed: ChainFailure[]
  /** chains not asked, or whose answer was not waited for, because the transaction had been found */
  skipped: EvmChain[]
}

export interface ProbeProgress {
  /** chains asked so far, answered or failed */
  answered: number
  total: number
  found: EvmChain[]
}

export interface ProbeOptions {
  queryClient: QueryClient
  hash: string
  order: EvmChain[]
  signal?: AbortSignal
  onProgress?: (progress: ProbeProgress) => void
  concurrency?: number
  graceMs?: number
}

function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'the request failed'
}

/**
 * Asks the chains in order for a transaction: the first alone, then the rest a few at a time. Once one has it, no
 * further chain is asked, and the requests on their way get a short grace to answer before they are cancelled.
 */
export async function probeTransaction({
  queryClient,
  hash,
  order,
  signal,
  onProgress,
  concurrency = PROBE_CONCURRENCY,
  graceMs = PROBE_GRACE_MS,
}: ProbeOptions): Promise<ProbeOutcome> {
  const outcome: ProbeOutcome = { found: [], absent: [], failed: [], skipped: [] }
  const inFlight = new Set<EvmChain>()
  let next = 0
  let stopped = false
  let graceTimer: ReturnType<typeof setTimeout> | undefined

  const report = () =>
    onProgress?.({ answered: outcome.found.length + outcome.absent.length + outcome.failed.length, total: order.length, found: [...outcome.found] })
  const cancelInFlight = () => {
    for (const chain of inFlight) void queryClient.cancelQueries({ queryKey: transactionOnChainQuery(queryClient, chain, hash).queryKey })
  }
  const stop = (grace: number) => {
    if (stopped) return
    stopped = true
    graceTimer = setTimeout(cancelInFlight, grace)
  }
  const onAbort = () => stop(0)
  signal?.addEventListener('abort', onAbort)

  const ask = async (chain: EvmChain) => {
    inFlight.add(chain)
    try {
      const found = await queryClient.fetchQuery(transactionOnChainQuery(queryClient, chain, hash))
      ;(found ? outcome.found : outcome.absent).push(chain)
      if (found) stop(graceMs)
    } catch (error) {
      if (isCancelledError(error)) outcome.skipped.push(chain)
      else outcome.failed.push({ chain, message: failureMessage(error) })
    } finally {
      inFlight.delete(chain)
    }
    report()
  }
  const worker = async () => {
    while (!stopped && next < order.length) await ask(order[next++] as EvmChain)
  }

  try {
    report()
    if (order.length > 0) await ask(order[next++] as EvmChain)
    await Promise.all(Array.from({ length: concurrency }, worker))
  } finally {
    clearTimeout(graceTimer)
    signal?.removeEventListener('abort', onAbort)
  }
  if (signal?.aborted) throw signal.reason ?? new DOMException('The search was cancelled', 'AbortError')
  outcome.skipped.push(...order.slice(next))
  outcome.found.sort((a, b) => order.indexOf(a) - order.indexOf(b))
  return outcome
}
