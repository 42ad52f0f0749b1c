export function isTxHash(value: string): boolean {
  return /^0x[0-9a-fA-F]{64}$/.test(value)
}

const base58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export function isSolanaAddress(value: string): boolean {
  return base58.test(value)
}

/** A block number as a decimal integer, as the API's from_block/to_block take it. */
export function isBlockNumber(value: string): boolean {
  return /^\d{1,20}$/.test(value)
}

/** A date the filter bar can send: YYYY-MM-DD, optionally with a time. */
export function isDateParam(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value))
}
