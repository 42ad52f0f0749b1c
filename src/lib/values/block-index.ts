import { shown } from './shown.ts'

/** hexutil.Uint on the node side: a position in a block never comes near this. */
const MAX_INDEX = 2n ** 32n - 1n

/** A transaction's index in its block, typed as decimal ("12") or 0x hex ("0xc"); null when it is neither. */
export function parseBlockIndex(value: string): bigint | null {
  const trimmed = value.trim()
  if (!/^(\d{1,10}|0x[0-9a-f]{1,8})$/i.test(trimmed)) return null
  const index = BigInt(trimmed)
  return index <= MAX_INDEX ? index : null
}

export function blockIndexProblem(value: string): string | null {
  return parseBlockIndex(value) === null ? `${shown(value, 40)} is not a valid transaction index (a whole number like 12, or hex like 0xc)` : null
}
