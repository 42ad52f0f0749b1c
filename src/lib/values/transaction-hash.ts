import { shown } from './shown.ts'

/** 0x and 64 hex digits. No backslash, so the server's allow-list and nginx read the same pattern. */
export const TRANSACTION_HASH_PATTERN = '0x[0-9a-fA-F]{64}'

const HASH = new RegExp(`^${TRANSACTION_HASH_PATTERN}$`)

export function isTransactionHash(value: string): boolean {
  return HASH.test(value)
}

export function transactionHashProblem(value: string): string | null {
  return isTransactionHash(value) ? null : `${shown(value)} is not a valid transaction hash (0x and 64 hex digits)`
}
