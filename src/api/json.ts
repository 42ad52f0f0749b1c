import { parse } from 'lossless-json'

/**
 * Parses JSON keeping every number as its exact decimal text, so a raw token amount above 2^53 keeps all its digits.
 * The response schemas turn that text into bigint, number or string as each field needs.
 */
export function parseJsonLosslessly(text: string): unknown {
  return parse(text, null, (digits) => digits)
}

export type JsonParseResult = { ok: true; value: unknown } | { ok: false; error: string }

export function tryParseJson(text: string): JsonParseResult {
  try {
    return { ok: true, value: parseJsonLosslessly(text) }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}
