import { require } from './shared.mjs'

/** Aave v2 and v3 markets: each pool, and each reserve's token, receipt token and debt token. */
function aaveMarkets(served) {
  const book = require('@bgd-labs/aave-address-book')
  const rows = []
  for (const [name, market] of Object.entries(book)) {
    const version = /^AaveV([23])/.exec(name)?.[1]
    if (!version || !market?.POOL || !served.has(market.CHAIN_ID)) continue
    const protocol = `Aave V${version}`
    const chain = market.CHAIN_ID
    rows.push({ chain, address: market.POOL, entry: { protocol, role: 'lending-pool' } })
    if (market.WETH_GATEWAY) rows.push({ chain, address: market.WETH_GATEWAY, entry: { protocol, role: 'lending-gateway' } })
    for (const [symbol, asset] of Object.entries(market.ASSETS ?? {})) {
      const token = { symbol, decimals: asset.decimals }
      rows.push({ chain, address: asset.UNDERLYING, entry: { protocol: null, role: 'token', token } })
      const underlying = asset.UNDERLYING.toLowerCase()
      if (asset.A_TOKEN) rows.push({ chain, address: asset.A_TOKEN, entry: { protocol, role: 'receipt-token', underlying, decimals: asset.decimals } })
      for (const debt of [asset.V_TOKEN, asset.S_TOKEN].filter(Boolean))
        rows.push({ chain, address: debt, entry: { protocol, role: 'debt-token', underlying, decimals: asset.decimals } })
    }
  }
  return rows
}

/** @bgd-labs/aave-address-book: its roles, each with how a line names it after the protocol ("Aave V3: Pool"; null: the protocol alone). */
export const source = {
  precedence: 50,
  package: '@bgd-labs/aave-address-book',
  gives: "Aave V2 and V3 pools and WETH gateways on every chain the app serves; each reserve's token (symbol, decimals), receipt token and debt token",
  roles: {
    'lending-pool': 'Pool',
    'lending-gateway': 'WETH gateway',
    token: null,
    'receipt-token': null,
    'debt-token': null,
  },
  rows: (served) => aaveMarkets(served),
}
