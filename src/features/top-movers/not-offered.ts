import { ApiError } from '@/api/errors'

/** Some providers have retired this operation and answer 404: nothing to retry or poll. */
export function isNotOffered(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 404
}
