import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { fetchErc20Transfers } from '@/api/erc20-transfers'

export interface TokenDetails {
  name: string | null
  symbol: string | null
  decimals: number | null
}

/**
 * The transaction API does not say what a token is; its latest transfer (operation 1, one row) carries the
 * name, symbol and decimals. A token that never transferred has no details, and its amounts stay in raw units.
 */
export function tokenDetailsQuery(chain: string, address: string) {
  return queryOptions({
    queryKey: ['evm', chain, 'erc20-token-details', address.toLowerCase()],
    queryFn: async ({ signal }): Promise<TokenDetails | null> => {
      const page = await fetchErc20Transfers({ chain, address, limit: 1 }, null, signal)
      const sample = page.items[0]
      return sample ? { name: sample.token_name, symbol: sample.token_symbol, decimals: sample.token_decimals } : null
    },
    // A token's name and decimals do not change.
    staleTime: Infinity,
  })
}

export type TokenLookup = (address: string) => { details: TokenDetails | null; pending: boolean }

/**
 * Details of every token the page names, looked up once each, as one query over the per-token ones (one observer
 * rather than useQueries, whose code the transaction view would otherwise download). A lookup that failed makes the
 * whole query fail and retry, and the retry asks again only for what is not cached yet.
 */
export function useTokenDetails(chain: string, addresses: string[]): TokenLookup {
  const queryClient = useQueryClient()
  const unique = [...new Set(addresses.map((address) => address.toLowerCase()))].sort()
  const query = useQuery({
    queryKey: ['evm', chain, 'erc20-token-details-of', unique],
    queryFn: async () => {
      const settled = await Promise.allSettled(unique.map((address) => queryClient.fetchQuery(tokenDetailsQuery(chain, address))))
      const failed = settled.find((result) => result.status === 'rejected')
      if (failed) throw failed.reason
      return true
    },
    staleTime: Infinity,
    enabled: unique.length > 0,
  })
  return (address) => {
    const details = queryClient.getQueryData(tokenDetailsQuery(chain, address).queryKey) ?? null
    return { details, pending: details === null && query.isPending && unique.includes(address.toLowerCase()) }
  }
}
