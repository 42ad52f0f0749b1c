import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/api/errors'
import { retryDelay, shouldRetry } from '@/api/retry'
import { retiredOn, type EvmChain } from '@/chains'

/** What an address is on one chain, as far as the cheapest requests tell. */
export type AddressKind =
  | { kind: 'collection'; name: string | null }
  | { kind: 'erc20'; name: string | null; symbol: string | null }
  /** hasNftTransfers is null when that request failed: the wallet view is the right one either way */
  | { kind: 'wallet'; hasNftTransfers: boolean | null }
  /** a request that could have said "collection" or "token" failed, and none said either */
  | { kind: 'unknown'; problem: string }

const retryOnce = { retry: (failureCount: number, error: unknown) => failureCount < 1 && shouldRetry(failureCount, error), retryDelay }

/** The collection operation answers 404 for an address that is no NFT contract: an answer, not a failure. */
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

const settledValue = <T>(result: PromiseSettledResult<T>): T | null => (result.status === 'fulfilled' ? result.value : null)

/**
 * Asks, at once and one row each: the collection metadata (answers for NFT contracts), the address's ERC20
 * transfers as a token contract, and its NFT transfers as a wallet. Through the pages' own query factories, so an
 * answer is shared with the page it leads to where the parameters match (the collection's metadata does). Their
 * modules load when an address is first asked about, not with the search box, which every page downloads.
 */
export function addressKindQuery(queryClient: QueryClient, chain: EvmChain, address: string) {
  return queryOptions({
    queryKey: ['search', chain.apiChain, 'address-kind', address.toLowerCase()],
    queryFn: async (): Promise<AddressKind> => {
      const [{ nftCollectionQuery }, { erc20TransfersQuery }, { nftTransfersQuery }] = await Promise.all([
        import('@/api/nft-collection'),
        import('@/api/erc20-transfers'),
        import('@/api/nft-transfers'),
      ])
      const params = { chain: chain.apiChain, address }
      const [collection, tokenTransfers, walletTransfers] = await Promise.allSettled([
        chain.collection && !retiredOn(chain, 'collection') ? queryClient.fetchQuery({ ...nftCollectionQuery(params), ...retryOnce }) : Promise.resolve(null),
        chain.general ? queryClient.fetchInfiniteQuery({ ...erc20TransfersQuery({ ...params, limit: 1 }), ...retryOnce }) : Promise.resolve(null),
        chain.general && !retiredOn(chain, 'nft')
          ? queryClient.fetchInfiniteQuery({ ...nftTransfersQuery({ ...params, limit: 1 }), ...retryOnce })
          : Promise.resolve(null),
      ])
      const metadata = settledValue(collection)
      if (metadata?.contract_type || !chain.general) return { kind: 'collection', name: metadata?.name ?? null }
      const transfer = settledValue(tokenTransfers)?.pages[0]?.items[0]
      if (transfer) return { kind: 'erc20', name: transfer.token_name, symbol: transfer.token_symbol }
      const failure = [collection, tokenTransfers].find((result) => result.status === 'rejected' && !isNotFound(result.reason))
      if (failure?.status === 'rejected')
        return { kind: 'unknown', problem: failure.reason instanceof Error ? failure.reason.message : 'the service did not answer' }
      const walletPage = settledValue(walletTransfers)
      return { kind: 'wallet', hasNftTransfers: walletPage ? (walletPage.pages[0]?.items.length ?? 0) > 0 : null }
    },
    staleTime: 5 * 60_000,
    retry: false,
  })
}
