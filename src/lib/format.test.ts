import { describe, expect, it } from 'vitest'
import { exactUnits, exactUsd, formatPercent, formatUsd, groupDigits, hexQuantity, shortUnits, shortenHex } from './format'

describe('token amounts', () => {
  it('formats raw units with the token decimals exactly', () => {
    expect(exactUnits(123456789012345678901234n, 18)).toBe('123456.789012345678901234')
    expect(exactUnits(1500000n, 6)).toBe('1.5')
    expect(exactUnits(1n, 18)).toBe('0.000000000000000001')
    expect(exactUnits(9007199254740993n, 0)).toBe('9007199254740993')
  })

  it('groups thousands without touching the fraction', () => {
    expect(groupDigits('1234567.1234567')).toBe('1,234,567.1234567')
    expect(groupDigits('-1000')).toBe('-1,000')
    expect(groupDigits('999')).toBe('999')
  })

  it('shortens long fractions by cutting, never rounding up, and marks the cut', () => {
    expect(shortUnits(123456789012345678901234n, 18)).toBe('123,456.789012…')
    expect(shortUnits(1999999999999999999n, 18)).toBe('1.999999…')
    expect(shortUnits(1500000n, 6)).toBe('1.5')
    expect(shortUnits(1n, 18)).toBe('<0.000001')
    expect(shortUnits(5n * 10n ** 18n, 18)).toBe('5')
    expect(shortUnits(7n * 10n ** 18n + 5n, 18)).toBe('7.000000…')
  })
})

describe('money and percentages', () => {
  it('formats USD from decimal text', () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50')
    expect(formatUsd('0.000001234')).toBe('$0.000001234')
    expect(formatUsd('1234567890', { compact: true })).toBe('$1.23B')
    expect(formatUsd('0.5')).toBe('$0.5')
    expect(formatUsd('1234.5')).toBe('$1,234.50')
    expect(formatUsd('987654', { compact: true })).toBe('$987.65K')
  })

  it('keeps every digit in the exact form', () => {
    expect(exactUsd('12345678901234567890.123456789')).toBe('$12,345,678,901,234,567,890.123456789')
  })

  it('signs percentages', () => {
    expect(formatPercent('12.345')).toBe('+12.35%')
    expect(formatPercent('-3.1')).toBe('-3.10%')
    expect(formatPercent('0')).toBe('0.00%')
    expect(formatPercent('123456.785')).toBe('+123,456.79%')
  })

  it('rounds half away from zero on the exact text, where a float would round 1.005 down', () => {
    expect(formatUsd('1.005')).toBe('$1.01')
    expect(formatUsd('-1.005')).toBe('-$1.01')
    expect(formatUsd('9007199254740993.125')).toBe('$9,007,199,254,740,993.13')
    expect(formatUsd('0.99996')).toBe('$1')
    expect(formatUsd('999999', { compact: true })).toBe('$1.00M')
    expect(formatUsd('2e-7')).toBe('$0.0000002')
  })

  it('shows "—" for text that is not a number, with no unit glued to it', () => {
    expect(formatUsd('n/a')).toBe('—')
    expect(formatPercent('n/a')).toBe('—')
  })

  // Intl formats numeric strings exactly; the page does not use it only because its first format is slow to build.
  const VALUES = [
    '0',
    '0.5',
    '0.004',
    '0.0049999',
    '0.005',
    '-0.001',
    '0.000001234',
    '0.12345',
    '0.99995',
    '1',
    '1.005',
    '12.345',
    '-3.1',
    '512.5',
    '999.994',
    '999.995',
    '1000',
    '1234.5',
    '-98765.4321',
    '987654',
    '999999',
    '1234567890',
    '-1234567890',
    '999999999999.999',
    '1500000000000',
    '7.25e5',
    '3e-9',
  ]
  it.each(VALUES)('writes %s as Intl en-US would', (value) => {
    const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options).format(value as `${number}`)
    const small = Number(value) !== 0 && Math.abs(Number(value)) < 1
    const standard = { style: 'currency', currency: 'USD', maximumFractionDigits: small ? 8 : 2, maximumSignificantDigits: small ? 4 : undefined } as const
    expect(formatUsd(value)).toBe(intl(standard))
    expect(formatUsd(value, { compact: true })).toBe(intl({ style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 2 }))
    expect(formatPercent(value)).toBe(`${Number(value) > 0 ? '+' : ''}${intl({ minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`)
  })
})

it('shortens hex in the middle', () => {
  expect(shortenHex('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')).toBe('0xa0b8…eb48')
  expect(shortenHex('0xabc')).toBe('0xabc')
})

it('writes a JSON-RPC quantity as hex without leading zeros', () => {
  expect(hexQuantity(0n)).toBe('0x0')
  expect(hexQuantity(255n)).toBe('0xff')
})
