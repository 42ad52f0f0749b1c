import { decodeAbiParameters, encodeAbiParameters, isHex, type AbiParameter, type Hex } from 'viem'
import { DECODE_LIMITS } from './limits'
import type { RouterCommandTable } from './router-steps'
import { shardOf, type SignatureIndex } from './signature-index'

/** The Universal Router's command table (RouterCommandTable), by its name among the build's tables. */
export const ROUTER_COMMANDS_TABLE = 'universal-router-commands'

/** Tables of protocol knowledge besides the index, each fetched only when a transaction needs it; undefined until then. */
export interface DecodeTables {
  routerCommands: RouterCommandTable | undefined
}

export const NO_TABLES: DecodeTables = { routerCommands: undefined }

/** What one decoding pass shares: the index and tables, what it lacked of them, and how many nested calls it may still try. */
export interface DecodeContext {
  index: SignatureIndex
  tables: DecodeTables
  missingShards: Set<string>
  missingTables: Set<string>
  nestedCallsLeft: number
}

export function decodeContext(index: SignatureIndex, tables: DecodeTables = NO_TABLES): DecodeContext {
  return { index, tables, missingShards: new Set(), missingTables: new Set(), nestedCallsLeft: DECODE_LIMITS.maxNestedCalls }
}

/** Candidates from the index; a shard not loaded is noted so the caller can load it and decode again. */
export function candidatesFor<T>(context: DecodeContext, key: string, lookup: (key: string) => T[] | undefined): T[] | undefined {
  const found = lookup(key)
  if (found === undefined) context.missingShards.add(shardOf(key))
  return found
}

/** Hex data in lower case, or null when it is not hex with whole bytes. */
export function normalHex(data: string | null | undefined): Hex | null {
  if (!data || !isHex(data, { strict: true }) || data.length % 2 !== 0) return null
  return data.toLowerCase() as Hex
}

export const byteLength = (data: Hex) => (data.length - 2) / 2

/**
 * The values when `data` (the arguments after a selector) decodes under `parameters` and encodes back to exactly the
 * same bytes, so trailing, short or garbage data fails closed; otherwise null. The selector itself matched through
 * the index, whose keys are the hashes of these declarations.
 */
export function strictParameters(parameters: readonly AbiParameter[], data: Hex): readonly unknown[] | null {
  const fit = prefixParameters(parameters, data)
  return fit && fit.appended === null ? fit.values : null
}

/** Values that fit a prefix of the data strictly, and the raw bytes after them (null when there are none). */
export interface PrefixFit {
  values: readonly unknown[]
  appended: Hex | null
}

/**
 * The values when the start of `data` decodes under `parameters` and encodes back to exactly those bytes: a
 * front-end's bytes appended after the arguments are kept apart, while short data, dirty padding or an out-of-range
 * value inside the arguments still fail closed (null).
 */
export function prefixParameters(parameters: readonly AbiParameter[], data: Hex): PrefixFit | null {
  try {
    const values = decodeAbiParameters(parameters, data)
    const encoded = encodeAbiParameters(parameters, values).toLowerCase()
    if (!data.startsWith(encoded)) return null
    return { values, appended: encoded.length === data.length ? null : (`0x${data.slice(encoded.length)}` as Hex) }
  } catch {
    return null
  }
}
