import { describe, expect, it } from 'vitest'
import { logoInitial, trimTokenText } from './token-text'

describe('token text', () => {
  it('drops the padding Solana symbols carry', () => {
    expect(trimTokenText('RAY   ')).toBe('RAY')
    expect(trimTokenText('WIF\u0000\u0000')).toBe('WIF')
    expect(trimTokenText(' Bonk ')).toBe('Bonk')
  })

  it('treats blank or missing text as missing', () => {
    expect(trimTokenText('   ')).toBeNull()
    expect(trimTokenText(null)).toBeNull()
    expect(trimTokenText(undefined)).toBeNull()
  })

  it('keeps inner spaces', () => {
    expect(trimTokenText('Wrapped SOL ')).toBe('Wrapped SOL')
  })
})

describe('logo placeholder', () => {
  it('shows the first letter or digit of the symbol', () => {
    expect(logoInitial('bonk')).toBe('B')
    expect(logoInitial('  1INCH')).toBe('1')
    expect(logoInitial('<img src=x>')).toBe('I')
  })

  it('shows a question mark when the symbol has no letter', () => {
    expect(logoInitial(null)).toBe('?')
    expect(logoInitial('$$$')).toBe('?')
  })
})
