/** The most rows a page may hold, the same for every list the API pages. */
export const MAX_LIMIT = 100

/** A `limit` search param: blank keeps the API's default, anything but a whole number from 1 to 100 is a problem. */
export function readPageLimit(value: string | undefined): { limit: number | undefined; problem: string | null } {
  if (value === undefined || value === '') return { limit: undefined, problem: null }
  const limit = Number(value)
  if (/^\d+$/.test(value) && limit >= 1 && limit <= MAX_LIMIT) return { limit, problem: null }
  return { limit: undefined, problem: `limit must be a whole number from 1 to ${MAX_LIMIT}, not “${value.slice(0, 60)}”` }
}
