import { describe, expect, it } from 'vitest'
import { formatGwei, gasUsedPercent, transactionFee } from './gas'

describe('gas helpers', () => {
  it('computes the fee as gas used times gas price, exactly', () => {
    expect(transactionFee(45_039n, 18_452_190_034n)).toBe(831_068_186_941_326n)
  })

  it('shows gas used as a percentage of the limit, cut to two decimals', () => {
    expect(gasUsedPercent(45_039n, 63_209n)).toBe('71.25%')
    expect(gasUsedPercent(46_170n, 46_170n)).toBe('100.00%')
    expect(gasUsedPercent(1n, 3n)).toBe('33.33%')
    expect(gasUsedPercent(0n, 21_000n)).toBe('0.00%')
  })

  it('has no percentage for a zero limit', () => {
    expect(gasUsedPercent(1n, 0n)).toBeNull()
  })

  it('shows wei in gwei without losing digits', () => {
    expect(formatGwei(18_452_190_034n)).toBe('18.452190034')
    expect(formatGwei(24_000_000_000n)).toBe('24')
    expect(formatGwei(1_234_567_000_000_000n)).toBe('1,234,567')
    expect(formatGwei(1n)).toBe('0.000000001')
  })
})
