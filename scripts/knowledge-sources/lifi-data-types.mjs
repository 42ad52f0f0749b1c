import { require } from './shared.mjs'

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

/** @lifi/data-types: its roles, each with how a line names it after the protocol (null: the protocol alone). */
export const source = {
  precedence: 150,
  package: '@lifi/data-types',
  gives: "each served chain's wrapped native token (`wrappedTokens`): its symbol and decimals",
  roles: {
    token: null,
  },
  rows: (served) => wrappedNativeTokens(served),
}
