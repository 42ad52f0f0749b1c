import { HttpResponse } from 'msw'
import { stringify } from 'lossless-json'
import { hostileDataOn, makeHostile } from './hostile-data'

/**
 * Writes a fixture as the service would: bigint values become plain JSON numbers, so a value above 2^53
 * reaches the client as digits, exactly as the real API sends it. In hostile data mode every body is rewritten first.
 */
export function jsonResponse(body: unknown, init: ResponseInit = {}): HttpResponse<string> {
  const sent = hostileDataOn() ? makeHostile(body) : body
  return new HttpResponse(stringify(sent) ?? 'null', {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  })
}

export function errorResponse(status: number, message: string | string[], headers: Record<string, string> = {}): HttpResponse<string> {
  return jsonResponse({ message }, { status, headers })
}

/** Cursors are opaque to the app; here they carry the offset of the next page. */
export function encodeCursor(offset: number): string {
  return btoa(JSON.stringify({ offset, v: 1 }))
}

export function decodeCursor(cursor: string | null): number {
  if (!cursor) return 0
  try {
    const { offset } = JSON.parse(atob(cursor)) as { offset?: unknown }
    return typeof offset === 'number' && offset >= 0 ? offset : 0
  } catch {
    return 0
  }
}

/** Cuts one page out of a fixture list, with the cursor of the next page or "" at the end (the API's end marker). */
export function pageOf<T>(items: T[], url: URL, defaultLimit: number): { page: T[]; cursor: string; pageNumber: number; pageSize: number } {
  const limit = clampLimit(url.searchParams.get('limit'), defaultLimit)
  const offset = decodeCursor(url.searchParams.get('cursor'))
  const page = items.slice(offset, offset + limit)
  const next = offset + limit
  return { page, cursor: next < items.length ? encodeCursor(next) : '', pageNumber: Math.floor(offset / limit), pageSize: limit }
}

function clampLimit(value: string | null, fallback: number): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? Math.min(parsed, 100) : fallback
}
