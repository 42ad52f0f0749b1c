import { require } from './shared.mjs'

/**
 * Uniswap's own position managers, from @uniswap/sdk-core's address map: V3's NonfungiblePositionManager and V4's
 * PositionManager on each served chain, so a position there is named as Uniswap's and not just "a liquidity position".
 */
function uniswapPositionManagers(served) {
  const { CHAIN_TO_ADDRESSES_MAP } = require('@uniswap/sdk-core')
  const rows = []
  for (const [chainId, addresses] of Object.entries(CHAIN_TO_ADDRESSES_MAP)) {
    const chain = Number(chainId)
    if (!served.has(chain)) continue
    for (const [address, protocol] of [
      [addresses.nonfungiblePositionManagerAddress, 'Uniswap V3'],
      [addresses.v4PositionManagerAddress, 'Uniswap V4'],
    ])
      if (address) rows.push({ chain, address, entry: { protocol, role: 'position-manager' } })
  }
  return rows
}

/** @uniswap/sdk-core: its roles, each with how a line names it after the protocol ("Aave V3: Pool"; null: the protocol alone). */
export const source = {
  precedence: 80,
  package: '@uniswap/sdk-core',
  gives: 'Uniswap\'s own V3 NonfungiblePositionManager and V4 PositionManager on each served chain, so their positions read "Uniswap V3 position #…"',
  roles: {
    'position-manager': 'Position manager',
  },
  rows: (served) => uniswapPositionManagers(served),
}
