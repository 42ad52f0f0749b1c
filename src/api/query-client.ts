import { QueryClient } from '@tanstack/react-query'
import { retryDelay, shouldRetry } from './retry'
import { trackSavedCopies } from './saved-copy-store'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        persister: trackSavedCopies,
        // Said outright: with a persister react-query would otherwise fetch while offline ('offlineFirst').
        networkMode: 'online',
      },
    },
  })
}
