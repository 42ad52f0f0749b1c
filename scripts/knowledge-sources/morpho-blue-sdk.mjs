import { require } from './shared.mjs'

/**
 * Morpho Blue's singleton (every market's contract) on each served chain, from @morpho-org/blue-sdk's `addresses`
 * (its `blue`, or the older `morpho` key of the same contract).
 */
function morphoBlueRows(served) {
  const { addresses } = require('@morpho-org/blue-sdk')
  return Object.entries(addresses).flatMap(([chainId, chain]) => {
    const singleton = chain.blue ?? chain.morpho
    return served.has(Number(chainId)) && singleton
      ? [{ chain: Number(chainId), address: singleton, entry: { protocol: 'Morpho Blue', role: 'morpho-blue' } }]
      : []
  })
}

/** @morpho-org/blue-sdk: Morpho Blue's one contract per chain, named by its protocol alone. */
export const source = {
  precedence: 110,
  package: '@morpho-org/blue-sdk',
  gives: "Morpho Blue's singleton, the contract that holds every market, on each served chain",
  roles: {
    'morpho-blue': null,
  },
  rows: (served) => morphoBlueRows(served),
}
