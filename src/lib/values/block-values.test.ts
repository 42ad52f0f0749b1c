import { describe, expect, it } from 'vitest'
import { blockHashProblem } from './block-hash'
import { blockIndexProblem, parseBlockIndex } from './block-index'

describe('a block lookup’s values', () => {
  it('reads an index in decimal or 0x hex', () => {
    expect(parseBlockIndex('0')).toBe(0n)
    expect(parseBlockIndex('12')).toBe(12n)
    expect(parseBlockIndex('0xc')).toBe(12n)
    expect(parseBlockIndex('0XC')).toBe(12n)
    expect(parseBlockIndex(' 7 ')).toBe(7n)
  })

  it('refuses an index that is negative, fractional, not a number or beyond a block', () => {
    for (const value of ['', '-1', '1.5', 'abc', '0x', '1e3', '99999999999', '0x100000000']) expect(parseBlockIndex(value), value).toBeNull()
    expect(blockIndexProblem('abc')).toMatch(/is not a valid transaction index/)
    expect(blockIndexProblem('3')).toBeNull()
  })

  it('accepts a 32-byte block hash only', () => {
    expect(blockHashProblem(`0x${'aB'.repeat(32)}`)).toBeNull()
    expect(blockHashProblem(`0x${'a'.repeat(62)}`)).toMatch(/is not a valid block hash/)
    expect(blockHashProblem('0x12')).toMatch(/is not a valid block hash/)
  })
})
