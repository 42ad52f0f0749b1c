import type { QueryState } from '@tanstack/react-query'
import { ApiError } from '@/api/errors'
import type { Loaded } from './page-meta'

export type LoadedState = Loaded<unknown>['state']

/** Where a query stands for a title: data (even beside a later failure) wins; a 404 is "not found", any other failure "failed". */
export function loadedStateOf(state: Pick<QueryState, 'data' | 'status' | 'error'> | undefined): LoadedState {
  if (state === undefined) return 'waiting'
  if (state.data !== undefined) return 'loaded'
  if (state.status !== 'error') return 'waiting'
  return state.error instanceof ApiError && state.error.status === 404 ? 'not-found' : 'failed'
}
