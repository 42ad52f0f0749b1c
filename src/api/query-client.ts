import { QueryClient } from '@tanstack/react-query'
import { retryDelay, shouldRetry } from './retry'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
        // A route's loader may already have met the error (its retries spent) before the page mounts; the page shows
        // it with a Retry button rather than asking again unbidden.
        retryOnMount: false,
        staleTime: 30_000,
      },
    },
  })
}
