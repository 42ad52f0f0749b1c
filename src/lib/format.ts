import { formatUnits } from 'viem'
import { compareDecimals, decimalSign, fixedDecimal, parseDecimal, plainDecimal, significantDecimal } from './decimal'
export { shortenHex } from './short-hex'

/** What a formatter shows for text that is not a number; the raw text belongs in a title beside it. */
export const NOT_A_NUMBER = '—'

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/

export function isDecimalText(text: string): boolean {
  return parseDecimal(text) !== null
}

/** Inserts thousands separators into the integer part of an exact decimal string. */
export function groupDigits(decimalText: string): string {
  if (!PLAIN_DECIMAL.test(decimalText)) return isDecimalText(decimalText) ? groupDigits(plainDecimal(decimalText)) : NOT_A_NUMBER
  const negative = decimalText.startsWith('-')
  const unsigned = negative ? decimalText.slice(1) : decimalText
  const [integer = '0', fraction] = unsigned.split('.')
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`
}

/** The exact value of raw units with the given decimals, e.g. 1500000n with 6 decimals is "1.5". */
export function exactUnits(raw: bigint, decimals: number): string {
  return formatUnits(raw, decimals)
}

/**
 * A short form for tables: grouped integer part and at most `maxFraction` fraction digits,
 * cut (never rounded up) and marked with "…" when digits were dropped.
 */
export function shortUnits(raw: bigint, decimals: number, maxFraction = 6): string {
  const exact = exactUnits(raw, decimals)
  const [integer = '0', fraction = ''] = exact.split('.')
  if (fraction.length <= maxFraction) return groupDigits(exact)
  const kept = fraction.slice(0, maxFraction)
  const isTinyNonZero = /^0*$/.test(kept) && integer.replace('-', '') === '0'
  if (isTinyNonZero) return `${integer.startsWith('-') ? '>-' : '<'}0.${'0'.repeat(maxFraction - 1)}1`
  return `${groupDigits(`${integer}.${kept}`)}…`
}

export const GWEI_DECIMALS = 9

const COMPACT_STEPS = [
  { suffix: '', exponent: 0 },
  { suffix: 'K', exponent: 3 },
  { suffix: 'M', exponent: 6 },
  { suffix: 'B', exponent: 9 },
  { suffix: 'T', exponent: 12 },
] as const

type CompactStep = (typeof COMPACT_STEPS)[number]

function onStep(unsigned: string, step: CompactStep): string {
  return fixedDecimal(`${unsigned}e-${step.exponent}`, 2)
}

/** "1.23M": two fraction digits, on the largest step that keeps the number at 1 or more. */
function compactMagnitude(unsigned: string): string {
  const integerDigits = (unsigned.split('.')[0] ?? '').replace(/^0+/, '').length
  const index = Math.max(
    0,
    COMPACT_STEPS.findLastIndex(({ exponent }) => exponent < integerDigits),
  )
  const step = COMPACT_STEPS[index] ?? COMPACT_STEPS[0]
  const scaled = onStep(unsigned, step)
  const next = COMPACT_STEPS[index + 1]
  // 999,999 rounds to 1,000K, which Intl and a reader call 1M.
  if (next && compareDecimals(scaled, '1000') >= 0) return `${onStep(unsigned, next)}${next.suffix}`
  return `${groupDigits(scaled)}${step.suffix}`
}

/**
 * Dollars as Intl's en-US currency format writes them, worked out on the exact decimal text: "$1,234.50",
 * "$0.0001234" (four significant digits below a dollar), "$1.23B" compact. Intl would do it as exactly, but the
 * first format a page builds costs it 13-15 ms here while it loads its locale data, in the middle of the first
 * render of a table of prices.
 */
export function formatUsd(value: string, options: { compact?: boolean } = {}): string {
  if (!isDecimalText(value)) return NOT_A_NUMBER
  const exact = plainDecimal(value)
  const unsigned = exact.replace(/^-/, '')
  const belowOne = decimalSign(unsigned) > 0 && compareDecimals(unsigned, '1') < 0
  const digits = options.compact ? compactMagnitude(unsigned) : belowOne ? significantDecimal(unsigned, 4) : groupDigits(fixedDecimal(unsigned, 2))
  return `${exact.startsWith('-') ? '-' : ''}$${digits}`
}

/** "$1,234.5678": every digit the service sent, for a title or a copy. */
export function exactUsd(value: string): string {
  if (!isDecimalText(value)) return NOT_A_NUMBER
  const exact = PLAIN_DECIMAL.test(value) ? value : plainDecimal(value)
  return `${exact.startsWith('-') ? '-' : ''}$${groupDigits(exact.replace(/^-/, ''))}`
}

/** "+12.35%", "-3.10%", "0.00%": two fraction digits, and the direction's sign even when it rounds to zero. */
export function formatPercent(value: string): string {
  if (!isDecimalText(value)) return NOT_A_NUMBER
  const sign = decimalSign(value)
  const digits = groupDigits(fixedDecimal(value, 2).replace(/^-/, ''))
  return `${sign > 0 ? '+' : sign < 0 ? '-' : ''}${digits}%`
}

/** "+412.123456789%": every digit the service sent, with the direction's sign. */
export function exactPercent(value: string): string {
  if (!isDecimalText(value)) return NOT_A_NUMBER
  const sign = decimalSign(value)
  return `${sign > 0 ? '+' : sign < 0 ? '-' : ''}${groupDigits(plainDecimal(value).replace(/^-/, ''))}%`
}

/** A JSON-RPC quantity: 0x and hex digits without leading zeros. */
export function hexQuantity(value: bigint): string {
  return `0x${value.toString(16)}`
}
