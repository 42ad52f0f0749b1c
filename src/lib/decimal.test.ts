import { describe, expect, it } from 'vitest'
import { compareDecimals, decimalSign, fixedDecimal, parseDecimal, plainDecimal, significantDecimal, sumDecimals } from './decimal'

describe('exact decimals', () => {
  it('orders decimal text exactly, including values a float cannot tell apart', () => {
    expect(compareDecimals('0.00000123', '0.0000012')).toBe(1)
    expect(compareDecimals('-18.44', '-4.91')).toBe(-1)
    expect(compareDecimals('12.50', '12.5')).toBe(0)
    expect(compareDecimals('9007199254740993', '9007199254740992')).toBe(1)
    expect(compareDecimals('2e-7', '0.0000002')).toBe(0)
  })

  it('tells the sign of a change', () => {
    expect(decimalSign('48.21')).toBe(1)
    expect(decimalSign('-0.01')).toBe(-1)
    expect(decimalSign('0.000')).toBe(0)
  })

  it('writes exponents out in full', () => {
    expect(plainDecimal('2e-7')).toBe('0.0000002')
    expect(plainDecimal('1.5E3')).toBe('1500')
    expect(plainDecimal('-0.0421')).toBe('-0.0421')
    expect(plainDecimal('14873220.57')).toBe('14873220.57')
  })

  it('rounds half away from zero at a fraction digit, keeping every digit asked for', () => {
    expect(fixedDecimal('2.005', 2)).toBe('2.01')
    expect(fixedDecimal('-2.005', 2)).toBe('-2.01')
    expect(fixedDecimal('2.0049999999999999999', 2)).toBe('2.00')
    expect(fixedDecimal('7', 2)).toBe('7.00')
    expect(fixedDecimal('9007199254740993.5', 0)).toBe('9007199254740994')
    expect(fixedDecimal('not a number', 2)).toBe('not a number')
  })

  it('rounds to significant digits below one and keeps whole digits', () => {
    expect(significantDecimal('0.000012345', 3)).toBe('0.0000123')
    expect(significantDecimal('0.99996', 4)).toBe('1')
    expect(significantDecimal('123456.7', 4)).toBe('123457')
    expect(significantDecimal('0', 4)).toBe('0')
  })

  it('sums without losing a cent', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3')
    expect(sumDecimals(['14873220.57', '9007199254740993', '-0.57'])).toBe('9007199269614213')
    expect(sumDecimals([])).toBe('0')
  })

  it('refuses text that is not a number and exponents too large to expand', () => {
    expect(parseDecimal('abc')).toBeNull()
    expect(parseDecimal('.')).toBeNull()
    expect(parseDecimal('1e999999')).toBeNull()
    expect(compareDecimals('abc', '0')).toBe(0)
  })
})
