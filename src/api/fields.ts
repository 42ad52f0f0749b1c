import * as z from 'zod/mini'
import { tryParseJson } from './json'

// The deployment's Content-Security-Policy allows no eval, so zod's compiled parsers could never run; without this,
// zod probes with `new Function` when a schema is built, and the policy reports that probe as a violation. Every
// schema module imports this one, so the setting is in place before any object schema exists.
z.config({ jitless: true })

/**
 * Field schemas shared by every operation. The API's field tables say little about nullability,
 * so each field accepts what the real service might send (missing, null, a number as a string or
 * the other way round) and comes out in one exact shape.
 */

const wireNumber = z.union([z.string(), z.number(), z.bigint()])

const integerText = /^-?\d+$/
const decimalText = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/

/** Reports a value that has the right type but not the right content, and yields nothing. */
function reject(ctx: z.core.ParsePayload, value: unknown, message: string): never {
  ctx.issues.push({ code: 'custom', message, input: value })
  return z.NEVER
}

/** `schema`, then `convert` on what it accepted. */
export function mapped<S extends z.ZodMiniType, O>(schema: S, convert: (value: z.output<S>, ctx: z.core.ParsePayload) => O) {
  return z.pipe(schema, z.transform(convert))
}

function textField() {
  return mapped(z.nullish(wireNumber), (value) => (value == null || value === '' ? null : String(value)))
}

/**
 * A string field a machine wrote (an address, a hash, a time, an enumeration); a number that arrives in its place is
 * kept as its text; null, missing and "" become null.
 */
export const text = textField()

/**
 * A string field a person wrote (a name, a label, a link): read as `text`, and untrusted. Hostile data mode fills every
 * field declared with it and keeps every other (mocks/hostile-data.ts reads the schemas).
 */
export const freeText = textField()

/** A string field that must be present. */
export const requiredText = z.pipe(
  mapped(wireNumber, (value) => String(value)),
  z.string().check(z.minLength(1)),
)

/** An integer of any size (raw token units, wei, block numbers), exact as bigint. */
export const bigintValue = mapped(wireNumber, (value, ctx) => {
  const digits = String(value).trim()
  if (integerText.test(digits)) return BigInt(digits)
  if (/^0x[0-9a-f]+$/i.test(digits)) return BigInt(digits)
  return reject(ctx, value, `expected an integer, got ${JSON.stringify(digits).slice(0, 40)}`)
})

export const optionalBigint = mapped(z.optional(z.union([z.literal(''), z.null(), bigintValue])), (value) => (typeof value === 'bigint' ? value : null))

/** A small integer (ranks, indexes, decimals) as a JS number. */
export const smallInteger = mapped(bigintValue, (value, ctx) => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) return reject(ctx, value, 'integer out of range')
  return Number(value)
})

export const optionalSmallInteger = mapped(z.optional(z.union([z.literal(''), z.null(), smallInteger])), (value) => (typeof value === 'number' ? value : null))

/** A decimal (a price, a percentage) kept as its exact text, formatted later without going through a float. */
export const decimal = mapped(z.nullish(wireNumber), (value, ctx) => {
  if (value == null || value === '') return null
  const digits = String(value).trim()
  if (!decimalText.test(digits)) return reject(ctx, value, `expected a decimal number, got ${JSON.stringify(digits).slice(0, 40)}`)
  return digits
})

const flagText = z.optional(z.union([z.boolean(), z.string(), z.null()]))

/** Boolean text ("true"/"false") or a real boolean; anything else is false. */
export const flag = mapped(flagText, (value) => value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true'))

/** A field that may be a flag or absent; absent stays unknown (null). */
export const optionalFlag = mapped(flagText, (value) => {
  if (value === true || value === false) return value
  if (typeof value !== 'string') return null
  const normalized = value.trim().toLowerCase()
  return normalized === 'true' ? true : normalized === 'false' ? false : null
})

/** An object (or any value) that may be missing; missing and null both come out as null. */
export function orNull<T extends z.ZodMiniType>(schema: T) {
  return mapped(z.nullish(schema), (value) => value ?? null)
}

/** A list that may arrive as a single object, null or missing. */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return mapped(z.optional(z.union([z.array(item), item, z.null()])), (value): z.output<T>[] => (value == null ? [] : Array.isArray(value) ? value : [value]))
}

/** A cursor; null, missing and "" all mean there is no next page. */
export const cursor = mapped(z.nullish(z.string()), (value) => (value ? value : null))

export type JsonField = { state: 'absent' } | { state: 'parsed'; value: unknown; raw: string | null } | { state: 'invalid'; raw: string; error: string }

/** A JSON document that may arrive as a string (NFT metadata); bad JSON is reported, never thrown. */
export const jsonDocument = mapped(z.optional(z.unknown()), (value): JsonField => {
  if (value == null || value === '') return { state: 'absent' }
  if (typeof value !== 'string') return { state: 'parsed', value, raw: null }
  const parsed = tryParseJson(value)
  return parsed.ok ? { state: 'parsed', value: parsed.value, raw: value } : { state: 'invalid', raw: value, error: parsed.error }
})
