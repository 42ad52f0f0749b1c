export interface WatchHomeEntry {
  kind: string
  route: string
  chainSet: string
  searchLabel: string | undefined
}
export function watchHomes(views: Record<string, unknown>): WatchHomeEntry[]
export function renderWatchHomes(views: Record<string, unknown>): string
