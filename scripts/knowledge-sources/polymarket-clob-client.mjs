import { require } from './shared.mjs'

const POLYGON = 137

/** Polymarket's two exchanges of outcome tokens on Polygon (binary and negative-risk markets), from @polymarket/clob-client. */
function exchangeRows(served) {
  if (!served.has(POLYGON)) return []
  const { exchange, negRiskExchange } = require('@polymarket/clob-client').getContractConfig(POLYGON)
  return [exchange, negRiskExchange].map((address) => ({ chain: POLYGON, address, entry: { protocol: 'Polymarket', role: 'outcome-exchange' } }))
}

/** @polymarket/clob-client: the exchanges that match Polymarket's signed orders for outcome tokens. */
export const source = {
  precedence: 140,
  package: '@polymarket/clob-client',
  gives: "Polymarket's exchanges of outcome tokens on Polygon, for binary and for negative-risk markets (`getContractConfig`)",
  roles: {
    'outcome-exchange': null,
  },
  rows: (served) => exchangeRows(served),
}
