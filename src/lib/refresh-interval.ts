/** How often a live view refreshes, as the `?refresh=` search param carries it: seconds, or `off`. */
export const DEFAULT_REFRESH_SECONDS = 60
export const REFRESH_CHOICES = [10, 30, 60, 120, 300] as const
const MIN_SECONDS = 2
const MAX_SECONDS = 3600

/** seconds between refreshes, or null when refreshing is paused */
export type RefreshSeconds = number | null

export function parseRefresh(value: string | undefined): { seconds: RefreshSeconds; problem: string | null } {
  if (value === undefined || value === '') return { seconds: DEFAULT_REFRESH_SECONDS, problem: null }
  if (value === 'off' || /^0+$/.test(value)) return { seconds: null, problem: null }
  const seconds = Number(value)
  if (/^\d+$/.test(value) && seconds >= MIN_SECONDS && seconds <= MAX_SECONDS) return { seconds, problem: null }
  return {
    seconds: DEFAULT_REFRESH_SECONDS,
    problem: `refresh must be “off” or a number of seconds from ${MIN_SECONDS} to ${MAX_SECONDS}, not “${value.slice(0, 60)}”`,
  }
}

/** The search value for a setting; the default leaves the URL clean. */
export function refreshSearchValue(seconds: RefreshSeconds): string | undefined {
  if (seconds === null) return 'off'
  return seconds === DEFAULT_REFRESH_SECONDS ? undefined : String(seconds)
}

export function describeInterval(seconds: number): string {
  return seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`
}
