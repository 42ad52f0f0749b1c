import { shown } from './shown.ts'

/** A block hash as typed: 0x and 64 hex digits, spaces around it forgiven. */
export function isBlockHash(value: string): boolean {
  return /^0x[0-9a-fA-F]{64}$/.test(value.trim())
}

export function blockHashProblem(value: string): string | null {
  return isBlockHash(value) ? null : `${shown(value)} is not a valid block hash (0x and 64 hex digits)`
}
