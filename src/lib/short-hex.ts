/** "0xa0b8…eb48": a long hex value cut to its head and tail, as a label shows an address or hash. */
export function shortenHex(value: string, head = 6, tail = 4): string {
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`
}
