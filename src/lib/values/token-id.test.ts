import { describe, expect, it } from 'vitest'
import { decimalTokenId, hexTokenId, readTokenIdFormat, shortTokenId, tokenIdProblem } from './token-id'

const MAX = '115792089237316195423570985008687907853269984665640564039457584007913129639935'

describe('token ids', () => {
  it('accepts decimal digits in the default decimal format, up to 2^256 - 1', () => {
    expect(tokenIdProblem('0', 'decimal')).toBeNull()
    expect(tokenIdProblem('7495', 'decimal')).toBeNull()
    expect(tokenIdProblem(MAX, 'decimal')).toBeNull()
    expect(tokenIdProblem(`${MAX.slice(0, -1)}6`, 'decimal')).toMatch(/larger than the largest token id/)
  })

  it('rejects anything but digits as a decimal id, pointing a 0x id to format=hex', () => {
    expect(tokenIdProblem('0x1d47', 'decimal')).toBe('“0x1d47” is a hex token id; add format=hex to look it up')
    expect(tokenIdProblem('12a', 'decimal')).toMatch(/is not a decimal token id/)
    expect(tokenIdProblem('-1', 'decimal')).toMatch(/is not a decimal token id/)
    expect(tokenIdProblem(' 1', 'decimal')).toMatch(/is not a decimal token id/)
    expect(tokenIdProblem('<script>', 'decimal')).toMatch(/is not a decimal token id/)
  })

  it('wants 0x and hex digits in the hex format', () => {
    expect(tokenIdProblem('0x1d47', 'hex')).toBeNull()
    expect(tokenIdProblem(`0x${'f'.repeat(64)}`, 'hex')).toBeNull()
    expect(tokenIdProblem(`0x${'f'.repeat(65)}`, 'hex')).toMatch(/is not a hex token id/)
    expect(tokenIdProblem('1d47', 'hex')).toMatch(/is not a hex token id/)
    expect(tokenIdProblem('0xzz', 'hex')).toMatch(/is not a hex token id/)
  })

  it('reads the format param, defaulting to decimal', () => {
    expect(readTokenIdFormat(undefined)).toEqual({ format: 'decimal', problem: null })
    expect(readTokenIdFormat('hex')).toEqual({ format: 'hex', problem: null })
    expect(readTokenIdFormat('octal').problem).toBe('format must be decimal or hex, not “octal”')
  })

  it('turns a hex id from the service into decimal and back', () => {
    expect(decimalTokenId('0x1d47')).toBe('7495')
    expect(decimalTokenId('7495')).toBe('7495')
    expect(decimalTokenId(`0x${'f'.repeat(64)}`)).toBe(MAX)
    expect(hexTokenId('7495')).toBe('0x1d47')
    expect(hexTokenId('not an id')).toBeNull()
  })

  it('cuts long ids in the middle for tables and leaves short ones alone', () => {
    expect(shortTokenId('7495')).toBe('7495')
    expect(shortTokenId(MAX)).toBe('11579208…639935')
  })
})
