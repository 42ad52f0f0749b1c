/**
 * Token names and symbols as some chains store them: Solana metadata pads them with spaces or NUL bytes
 * to a fixed length. Returns the text without that padding, or null when nothing is left.
 */
export function trimTokenText(value: string | null | undefined): string | null {
  if (!value) return null
  // eslint-disable-next-line no-control-regex
  const trimmed = value.replace(/^[\s\u0000]+|[\s\u0000]+$/g, '')
  return trimmed === '' ? null : trimmed
}

/** The letter or digit a logo placeholder shows for a token without a logo. */
export function logoInitial(symbol: string | null | undefined): string {
  return (trimTokenText(symbol)?.match(/[\p{L}\p{N}]/u)?.[0] ?? '?').toUpperCase()
}
