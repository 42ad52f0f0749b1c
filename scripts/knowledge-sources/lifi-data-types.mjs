import { require, viemNativeSymbol } from './shared.mjs'

/**
 * Each served chain's wrapped native token (WBNB, WFTM, WCRO, WGLMR…), from @lifi/data-types' `wrappedTokens`, so a
 * wrap or a trade in it reads in whole tokens where the data service has not described the token: a link preview,
 * a tab title, a token it never saw move.
 */
function wrappedNativeTokens(served) {
  const { wrappedTokens } = require('@lifi/data-types')
  const rows = []
  for (const token of Object.values(wrappedTokens)) {
    const chain = Number(token.chainId)
    if (!served.has(chain) || !/^0x[0-9a-fA-F]{40}$/.test(token.address)) continue
    rows.push({ chain, address: token.address, entry: { protocol: null, role: 'token', token: { symbol: token.symbol, decimals: token.decimals } } })
  }
  return rows
}

/**
 * The coins @lifi/data-types lists on each served chain (`basicCoins`: USDC, USDT, DAI, WBTC, LINK, USDe… at their
 * addresses there), with their decimals and the symbol the chain's token carries where the package gives it. A coin
 * named for a served chain's native coin, as a token on another chain, is left out where the package gives no symbol:
 * its key is not always its symbol there (its ETH on Polygon is the bridged WETH).
 */
function listedCoins(served) {
  const { basicCoins } = require('@lifi/data-types')
  const nativeSymbols = new Set([...served].map((chain) => viemNativeSymbol(chain)))
  const rows = []
  for (const coin of basicCoins) {
    for (const [id, token] of Object.entries(coin.chains ?? {})) {
      const chain = Number(id)
      const symbol = token.symbol ?? (nativeSymbols.has(coin.key) ? null : coin.key)
      if (!served.has(chain) || !symbol || !/^0x[0-9a-fA-F]{40}$/.test(token.address) || /^0x0{40}$/.test(token.address)) continue
      rows.push({ chain, address: token.address, entry: { protocol: null, role: 'token', token: { symbol, decimals: token.decimals } } })
    }
  }
  return rows
}

/** @lifi/data-types: its roles, each with how a line names it after the protocol (null: the protocol alone). */
export const source = {
  precedence: 150,
  package: '@lifi/data-types',
  gives: "each served chain's wrapped native token (`wrappedTokens`) and the coins it lists there (`basicCoins`): their symbols and decimals",
  roles: {
    token: null,
  },
  rows: (served) => [...wrappedNativeTokens(served), ...listedCoins(served)],
}
