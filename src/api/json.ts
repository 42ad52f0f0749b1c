import { parse } from 'lossless-json'

interface ReviverContext {
  /** the value's JSON text; given for primitives by engines with JSON.parse source text access */
  source?: string
}

const keepNumberText = (_key: string, value: unknown, context?: ReviverContext): unknown =>
  typeof value === 'number' && context?.source !== undefined ? context.source : value

/** Engines with JSON.parse source text access (Chromium since 114) pass it; Node 20, where the unit tests run, does not. */
const nativeKeepsNumberText = JSON.parse('1', keepNumberText) === '1'

/**
 * Parses JSON keeping every number as its exact decimal text, so a raw token amount above 2^53 keeps all its digits.
 * The response schemas turn that text into bigint, number or string as each field needs. Where the engine hands
 * the reviver each number's source text, the native parser does it; elsewhere lossless-json does, whose strings are
 * built a character at a time and so take several times their length in memory.
 */
export function parseJsonLosslessly(text: string): unknown {
  return nativeKeepsNumberText ? JSON.parse(text, keepNumberText) : parse(text, null, (digits) => digits)
}

export type JsonParseResult = { ok: true; value: unknown } | { ok: false; error: string }

export function tryParseJson(text: string): JsonParseResult {
  try {
    return { ok: true, value: parseJsonLosslessly(text) }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}
