import { describe, expect, it } from 'vitest'
import { parseSolanaPairsInput } from './solana-pairs-input'

const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263'

describe('Solana pairs deep link', () => {
  it('accepts a network, a base58 address and an optional page size', () => {
    expect(parseSolanaPairsInput('mainnet', BONK, undefined)).toEqual({ params: { network: 'mainnet', address: BONK }, problems: [] })
    expect(parseSolanaPairsInput('devnet', BONK, '25').params).toEqual({ network: 'devnet', address: BONK, limit: 25 })
  })

  it('rejects networks other than mainnet and devnet', () => {
    const { params, problems } = parseSolanaPairsInput('testnet', BONK, undefined)
    expect(params).toBeNull()
    expect(problems).toEqual(['“testnet” is not a Solana network: use mainnet or devnet'])
  })

  it('rejects addresses that are not base58 or have the wrong length', () => {
    expect(parseSolanaPairsInput('mainnet', '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', undefined).problems[0]).toMatch(/is not a valid Solana address/)
    expect(parseSolanaPairsInput('mainnet', 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB26O', undefined).params).toBeNull()
    expect(parseSolanaPairsInput('mainnet', 'DezXAZ8z7PnrnRJjz3wX', undefined).params).toBeNull()
  })

  it('rejects a page size that is not a whole number from 1 to 50, the operation’s documented range', () => {
    for (const limit of ['0', '51', '101', 'ten', '5.5']) {
      expect(parseSolanaPairsInput('mainnet', BONK, limit).problems).toEqual([`limit must be a whole number from 1 to 50, not “${limit}”`])
    }
    expect(parseSolanaPairsInput('mainnet', BONK, '50').params?.limit).toBe(50)
  })

  it('lists every problem at once', () => {
    expect(parseSolanaPairsInput('moon', 'x', '0').problems).toHaveLength(3)
  })
})
