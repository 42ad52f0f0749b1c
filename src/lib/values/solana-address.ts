import { shown } from './shown.ts'

/** Base58, 32 to 44 characters. No backslash, so the server's allow-list and nginx read the same pattern. */
export const SOLANA_ADDRESS_PATTERN = '[1-9A-HJ-NP-Za-km-z]{32,44}'

const ADDRESS = new RegExp(`^${SOLANA_ADDRESS_PATTERN}$`)

export function isSolanaAddress(value: string): boolean {
  return ADDRESS.test(value)
}

export function solanaAddressProblem(value: string): string | null {
  return isSolanaAddress(value) ? null : `${shown(value)} is not a valid Solana address (base58, 32 to 44 characters)`
}
