/** A block number as a decimal integer, as the API's from_block/to_block take it. */
export function isBlockNumber(value: string): boolean {
  return /^\d{1,20}$/.test(value)
}

/** A date the filter bar can send: YYYY-MM-DD, optionally with a time. */
export function isDateParam(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value))
}
