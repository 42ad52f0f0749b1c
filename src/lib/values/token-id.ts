import type { TokenIdFormat } from '@/api/nft-transfers'

const MAX_TOKEN_ID = (1n << 256n) - 1n

/** The two ways a token id is written. No backslash, so the server's allow-list and nginx read the same patterns. */
export const DECIMAL_TOKEN_ID_PATTERN = '[0-9]{1,78}'
export const HEX_TOKEN_ID_PATTERN = '0x[0-9a-fA-F]{1,64}'
export const TOKEN_ID_PATTERN = `(${DECIMAL_TOKEN_ID_PATTERN}|${HEX_TOKEN_ID_PATTERN})`

const DECIMAL = new RegExp(`^${DECIMAL_TOKEN_ID_PATTERN}$`)
const HEX = new RegExp(`^${HEX_TOKEN_ID_PATTERN}$`)

export function isDecimalTokenId(value: string): boolean {
  return DECIMAL.test(value)
}

/** The `format` search param: absent means decimal; anything else but decimal or hex is a problem. */
export function readTokenIdFormat(value: string | undefined): { format: TokenIdFormat; problem: string | null } {
  if (value === undefined || value === '') return { format: 'decimal', problem: null }
  if (value === 'decimal' || value === 'hex') return { format: value, problem: null }
  return { format: 'decimal', problem: `format must be decimal or hex, not “${value.slice(0, 60)}”` }
}

/**
 * Why a token id cannot be asked for in the given format, or null when it can: decimal digits for decimal,
 * 0x and hex digits for hex, and at most 2^256 - 1 either way.
 */
export function tokenIdProblem(tokenId: string, format: TokenIdFormat): string | null {
  const shown = `“${tokenId.slice(0, 90)}${tokenId.length > 90 ? '…' : ''}”`
  const pattern = format === 'hex' ? HEX : DECIMAL
  if (!pattern.test(tokenId)) {
    if (format === 'decimal' && /^0x[0-9a-fA-F]+$/.test(tokenId)) return `${shown} is a hex token id; add format=hex to look it up`
    return format === 'hex'
      ? `${shown} is not a hex token id (0x and up to 64 hex digits)`
      : `${shown} is not a decimal token id (digits only, up to 78 of them)`
  }
  return BigInt(tokenId) > MAX_TOKEN_ID ? `${shown} is larger than the largest token id, 2^256 - 1` : null
}

/** Why a token id written either way (decimal, or 0x hex) is not one, or null when it is. */
export function anyTokenIdProblem(tokenId: string): string | null {
  return tokenIdProblem(tokenId, tokenId.startsWith('0x') ? 'hex' : 'decimal')
}

/** A token id the service sent, as decimal text (the service answers with hex ids when asked with format=hex). */
export function decimalTokenId(tokenId: string): string {
  if (/^\d+$/.test(tokenId)) return tokenId
  if (HEX.test(tokenId)) return BigInt(tokenId).toString()
  return tokenId
}

export function hexTokenId(tokenId: string): string | null {
  const decimal = decimalTokenId(tokenId)
  return /^\d+$/.test(decimal) ? `0x${BigInt(decimal).toString(16)}` : null
}

/** A long token id (domain-name hashes, storefront ids run to 78 digits) cut in the middle for a table cell. */
export function shortTokenId(tokenId: string, head = 8, tail = 6): string {
  return tokenId.length <= head + tail + 1 ? tokenId : `${tokenId.slice(0, head)}…${tokenId.slice(-tail)}`
}
