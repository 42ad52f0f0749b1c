import * as z from 'zod/mini'
import { cursor, listOf, optionalSmallInteger } from './fields'

/** One page of a cursor-paged list, whatever the operation calls its fields. */
export interface CursorPage<T> {
  items: T[]
  cursor: string | null
  page: number | null
  pageSize: number | null
}

/** The EVM page envelope: page, page_size, cursor and `result`, which may arrive as one object. */
export function evmPageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    page: optionalSmallInteger,
    page_size: optionalSmallInteger,
    cursor,
    result: listOf(item),
  })
}

export function toCursorPage<T>(envelope: { page: number | null; page_size: number | null; cursor: string | null; result: T[] }): CursorPage<T> {
  return { items: envelope.result, cursor: envelope.cursor, page: envelope.page, pageSize: envelope.page_size }
}

export const firstPage = null as string | null

export function nextCursor(last: CursorPage<unknown>): string | null | undefined {
  return last.cursor ?? undefined
}
