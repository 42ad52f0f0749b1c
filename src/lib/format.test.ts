import { describe, expect, it } from 'vitest'
import { exactUnits, exactUsd, formatPercent, formatUsd, groupDigits, shortUnits, shortenHex } from './format'

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
    // Each set of options has its own format, kept between calls.
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
  })
})

it('shortens hex in the middle', () => {
  expect(shortenHex('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')).toBe('0xa0b8…eb48')
  expect(shortenHex('0xabc')).toBe('0xabc')
})
