import { queryOptions, useQueries } from '@tanstack/react-query'
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

/** Details of every token the page names, looked up once each. */
export function useTokenDetails(chain: string, addresses: string[]): TokenLookup {
  const unique = [...new Set(addresses.map((address) => address.toLowerCase()))]
  const results = useQueries({ queries: unique.map((address) => tokenDetailsQuery(chain, address)) })
  return (address) => {
    const result = results[unique.indexOf(address.toLowerCase())]
    return { details: result?.data ?? null, pending: result?.isPending ?? false }
  }
}
