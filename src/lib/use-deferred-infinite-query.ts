import { useDeferredValue } from 'react'
import { useInfiniteQuery, type DefaultError, type QueryKey, type UseInfiniteQueryOptions } from '@tanstack/react-query'

/**
 * A cursor-paged list's query, deferred: the rows that arrive are drawn in a transition, in slices of a few ms,
 * rather than in one long task. Its paging state can therefore lag the query by a render, which `InfiniteTable`
 * allows for.
 */
export function useDeferredInfiniteQuery<TQueryFnData, TData, TQueryKey extends QueryKey, TPageParam>(
  options: UseInfiniteQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey, TPageParam>,
) {
  return useDeferredValue(useInfiniteQuery(options))
}
