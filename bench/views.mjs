// The views the benchmark opens, each with the selector of its first data row.
export const VIEWS = [
  { name: 'home', path: '/', ready: 'main h1' },
  { name: 'erc20-transfers', path: '/eth/token/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', ready: 'tbody tr[data-index="0"]', revisitVia: true },
]

export const LONG_LIST = {
  path: '/eth/token/0x1000000000000000000000000000000000010000?limit=100',
  ready: 'tbody tr[data-index="0"]',
  endText: 'End of list · 10,000 transfers',
  rows: 10_000,
}
