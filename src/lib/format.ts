import { formatUnits } from 'viem'

/** Inserts thousands separators into the integer part of an exact decimal string. */
export function groupDigits(decimalText: string): string {
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

type DecimalText = `${number}`

const numberFormats = new Map<string, Intl.NumberFormat>()

/**
 * Intl formats a numeric string exactly (no float round trip) when given it as a string. Building a format is
 * what costs (a table of prices built one per cell spent 50 ms on it), so each set of options is built once.
 */
function formatDecimalText(value: string, options: Intl.NumberFormatOptions): string {
  const key = JSON.stringify(options)
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat('en-US', options)
    numberFormats.set(key, format)
  }
  return format.format(value as DecimalText)
}

export function formatUsd(value: string, options: { compact?: boolean } = {}): string {
  const magnitude = Math.abs(Number(value))
  const small = magnitude > 0 && magnitude < 1
  return formatDecimalText(value, {
    style: 'currency',
    currency: 'USD',
    notation: options.compact ? 'compact' : 'standard',
    maximumFractionDigits: options.compact ? 2 : small ? 8 : 2,
    maximumSignificantDigits: small && !options.compact ? 4 : undefined,
  })
}

/** "$1,234.5678": every digit the service sent, for a title or a copy. */
export function exactUsd(value: string): string {
  const [integer = '0', fraction] = value.replace(/^-/, '').split('.')
  return `${value.startsWith('-') ? '-' : ''}$${groupDigits(integer)}${fraction ? `.${fraction}` : ''}`
}

export function formatPercent(value: string): string {
  const sign = value.startsWith('-') ? '' : Number(value) > 0 ? '+' : ''
  return `${sign}${formatDecimalText(value, { maximumFractionDigits: 2, minimumFractionDigits: 2 })}%`
}

export function shortenHex(value: string, head = 6, tail = 4): string {
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`
}
