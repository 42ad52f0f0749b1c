import { describe, expect, it } from 'vitest'
import { mintOrBurn, transferDirection } from './direction'

const WALLET = '0x7f3a9c1e5b2d8046a1c9e7f0b3d5a2c4e6f81d9b'
const OTHER = '0x1d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d01'
const ZERO = '0x0000000000000000000000000000000000000000'

describe('transfer direction', () => {
  it('is in, out or self relative to the wallet, in any letter case', () => {
    expect(transferDirection(WALLET, OTHER, WALLET)).toBe('in')
    expect(transferDirection(WALLET, WALLET.toUpperCase().replace('0X', '0x'), OTHER)).toBe('out')
    expect(transferDirection(WALLET, WALLET, WALLET)).toBe('self')
    expect(transferDirection(WALLET, OTHER, OTHER)).toBeNull()
  })

  it('marks mints from the zero address and burns to the zero or dead address', () => {
    expect(mintOrBurn(ZERO, WALLET)).toBe('mint')
    expect(mintOrBurn(WALLET, '0x000000000000000000000000000000000000dEaD')).toBe('burn')
    expect(mintOrBurn(WALLET, ZERO)).toBe('burn')
    expect(mintOrBurn(OTHER, WALLET)).toBeNull()
  })
})
