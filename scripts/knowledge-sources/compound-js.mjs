import { require } from './shared.mjs'

/** The chain ids of the networks @compound-finance/compound-js names its deployments by. */
const COMPOUND_NETWORKS = { mainnet: 1, matic: 137, arbitrum: 42161, base: 8453 }

/**
 * Compound v2's cTokens on Ethereum (cETH's underlying is the native coin, `underlying: null`) and Compound v3's Comet
 * markets, each with its base token, from @compound-finance/compound-js.
 */
function compoundMarkets(served) {
  const { address, cTokens, decimals, cometConstants: comet } = require('@compound-finance/compound-js/dist/nodejs/constants.js')
  const rows = []
  if (served.has(COMPOUND_NETWORKS.mainnet)) {
    for (const name of cTokens) {
      const symbol = name.slice(1)
      const underlying = symbol === 'ETH' ? null : address.mainnet[symbol]?.toLowerCase()
      if (underlying === undefined || !address.mainnet[name]) continue
      const entry = { protocol: 'Compound v2', role: 'lending-market', name, underlying, decimals: decimals[symbol] }
      rows.push({ chain: COMPOUND_NETWORKS.mainnet, address: address.mainnet[name], entry })
    }
  }
  for (const [instance, network] of Object.entries(comet.instanceNetworkMap)) {
    const chain = COMPOUND_NETWORKS[network]
    const base = comet.base[instance]
    const market = comet.address[instance]
    if (!chain || !served.has(chain) || !market?.Comet || !market[base]?.contract) continue
    const entry = {
      protocol: 'Compound v3',
      role: 'lending-market',
      name: `c${base}v3`,
      underlying: market[base].contract.toLowerCase(),
      decimals: comet.decimals[instance][base],
    }
    rows.push({ chain, address: market.Comet, entry })
  }
  return rows
}

/** @compound-finance/compound-js: its roles, each with how a line names it after the protocol ("Aave V3: Pool"; null: the protocol alone). */
export const source = {
  precedence: 60,
  package: '@compound-finance/compound-js',
  gives:
    "Compound v2's cTokens on Ethereum, each with the asset it lends (cETH: the native coin); Compound v3's Comet markets on Ethereum, Polygon, Arbitrum and Base, each with its base token",
  roles: {
    'lending-market': null,
  },
  rows: (served) => compoundMarkets(served),
}
