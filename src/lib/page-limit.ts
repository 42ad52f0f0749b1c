/** The most rows a page may hold, the same for every list the API pages. */
export const MAX_LIMIT = 100

/** The Solana pairs operation's documented range is 1 to 50. */
export const SOLANA_PAIRS_MAX_LIMIT = 50

/** A `limit` search param: blank keeps the API's default, anything but a whole number from 1 to `max` is a problem. */
export function readPageLimit(value: string | undefined, max: number = MAX_LIMIT): { limit: number | undefined; problem: string | null } {
  if (value === undefined || value === '') return { limit: undefined, problem: null }
  const limit = Number(value)
  if (/^\d+$/.test(value) && limit >= 1 && limit <= max) return { limit, problem: null }
  return { limit: undefined, problem: `limit must be a whole number from 1 to ${max}, not “${value.slice(0, 60)}”` }
}
