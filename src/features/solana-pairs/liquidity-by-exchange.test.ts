import { describe, expect, it } from 'vitest'
import type { SolanaPair } from '@/api/solana-pairs'
import { liquidityByExchange, MAX_EXCHANGE_BARS } from './liquidity-by-exchange'

function pair(exchangeAddress: string | null, exchangeName: string | null, liquidityUsd: string | null): SolanaPair {
  return {
    exchangeAddress,
    exchangeName,
    exchangeLogo: null,
    pairLabel: null,
    pairAddress: `pair-${Math.random()}`,
    usdPrice: null,
    usdPrice24hrPercentChange: null,
    usdPrice24hrUsdChange: null,
    liquidityUsd,
    baseToken: null,
    quoteToken: null,
    pair: [],
  }
}

describe('liquidity by exchange', () => {
  it('sums each exchange’s pairs exactly and puts the deepest first', () => {
    const bars = liquidityByExchange([
      pair('orca', 'Orca Whirlpool', '0.1'),
      pair('ray', 'Raydium', '5'),
      pair('orca', 'Orca Whirlpool', '0.2'),
      pair('ray', 'Raydium', null),
    ])
    expect(bars).toEqual([
      { key: 'ray', label: 'Raydium', liquidity: 5, exact: '5', pairs: 2 },
      { key: 'orca', label: 'Orca Whirlpool', liquidity: 0.3, exact: '0.3', pairs: 2 },
    ])
  })

  it('names an exchange without a name by its address', () => {
    expect(liquidityByExchange([pair('2wT8Yq49kHgDzXuPxZSaeLaH1qbmGXtEyPy64bL7aD3c', null, '1')])[0]?.label).toBe('Unknown (2wT8…aD3c)')
    expect(liquidityByExchange([pair(null, '  ', '1')])[0]?.label).toBe('Unknown exchange')
  })

  it('folds the smallest exchanges into one "Other" bar when there are too many', () => {
    const pairs = Array.from({ length: MAX_EXCHANGE_BARS + 3 }, (_, index) => pair(`x${index}`, `Exchange ${index}`, String(100 - index)))
    const bars = liquidityByExchange(pairs)
    expect(bars).toHaveLength(MAX_EXCHANGE_BARS)
    expect(bars.at(-1)).toMatchObject({ label: 'Other (4)', exact: String(91 + 90 + 89 + 88), pairs: 4 })
  })
})
