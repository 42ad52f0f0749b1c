import { require, viemChainName } from './shared.mjs'

/**
 * Arbitrum chains from @arbitrum/sdk's network list: on the parent chain the inbox, the token gateways, the outbox
 * and the bridge that pays withdrawals out; on the chain itself ArbSys (withdrawEth) and the child gateways.
 */
function arbitrumBridges(served) {
  const { getArbitrumNetworks } = require('@arbitrum/sdk')
  const { ARB_SYS_ADDRESS } = require('@arbitrum/sdk/dist/lib/dataEntities/constants')
  const rows = []
  for (const network of getArbitrumNetworks()) {
    const protocol = `${network.name} bridge`
    if (served.has(network.parentChainId)) {
      const destination = { id: network.chainId, name: network.name }
      const contracts = [
        network.ethBridge?.inbox,
        network.ethBridge?.outbox,
        network.ethBridge?.bridge,
        network.tokenBridge?.parentGatewayRouter,
        network.tokenBridge?.parentErc20Gateway,
        network.tokenBridge?.parentCustomGateway,
        network.tokenBridge?.parentWethGateway,
      ]
      for (const address of contracts.filter(Boolean)) rows.push({ chain: network.parentChainId, address, entry: { protocol, role: 'bridge', destination } })
    }
    const parent = viemChainName(network.parentChainId)
    if (!served.has(network.chainId) || !parent) continue
    const destination = { id: network.parentChainId, name: parent }
    const contracts = [
      ARB_SYS_ADDRESS,
      network.tokenBridge?.childGatewayRouter,
      network.tokenBridge?.childErc20Gateway,
      network.tokenBridge?.childCustomGateway,
      network.tokenBridge?.childWethGateway,
    ]
    for (const address of contracts.filter(Boolean)) rows.push({ chain: network.chainId, address, entry: { protocol, role: 'bridge', destination } })
  }
  return rows
}

/** @arbitrum/sdk: its roles, each with how a line names it after the protocol ("Aave V3: Pool"; null: the protocol alone). */
export const source = {
  precedence: 20,
  package: '@arbitrum/sdk',
  gives:
    'Arbitrum One and Nova: the inbox, the token gateways, the outbox and the bridge on Ethereum; on Arbitrum One, ArbSys (`ARB_SYS_ADDRESS`) and the child gateways, leading back',
  roles: {
    bridge: null,
  },
  rows: (served) => arbitrumBridges(served),
}
