import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { artifactAbis } from '../package-abis.mjs'
import { ANY_CHAIN, require, viemChainName } from './shared.mjs'

/**
 * Stargate v1 on mainnets, from @stargatefinance/stg-evm-v1's deployments: each served chain's Bridge (the contract
 * that sends a pool's swap to the other chain), and the LayerZero v1 chain id and v2 endpoint id of each chain
 * Stargate deploys on as that chain's name under `layerzero-chain:<id>` (the two numberings do not overlap: v2's
 * mainnet ids start at 30101): the deployment folder's chain id read by viem's name, its LayerZero ids by
 * @layerzerolabs/lz-definitions.
 */
function stargateRows(served) {
  const { networkToEndpointId } = require('@layerzerolabs/lz-definitions')
  const bridges = require('@stargatefinance/stg-evm-v1/deployed/Bridge').addresses
  const deployments = join(dirname(require.resolve('@stargatefinance/stg-evm-v1/package.json')), 'deployments')
  const rows = []
  for (const network of readdirSync(deployments)
    .filter((name) => name.endsWith('-mainnet'))
    .sort()) {
    const chainId = Number(readFileSync(join(deployments, network, '.chainId'), 'utf8').trim())
    const name = viemChainName(chainId)
    const endpointIds = ['v1', 'v2'].map((version) => endpointIdOf(networkToEndpointId, network, version)).filter((id) => id !== null)
    if (!name || endpointIds.length === 0) continue
    for (const endpointId of endpointIds)
      rows.push({ chain: ANY_CHAIN, address: `layerzero-chain:${endpointId}`, entry: { protocol: null, role: 'layerzero-chain', name } })
    if (served.has(chainId) && bridges[network])
      rows.push({ chain: chainId, address: bridges[network], entry: { protocol: 'Stargate', role: 'stargate-bridge' } })
  }
  return rows
}

/** The network's LayerZero id in that version; null where LayerZero has none. */
function endpointIdOf(networkToEndpointId, network, version) {
  try {
    return networkToEndpointId(network, version) ?? null
  } catch {
    return null
  }
}

/** @stargatefinance/stg-evm-v1 (with @layerzerolabs/lz-definitions for LayerZero's chain ids). */
export const source = {
  precedence: 100,
  package: '@stargatefinance/stg-evm-v1',
  gives:
    "Stargate v1 on mainnets: each served chain's Bridge, and the LayerZero v1 chain id and v2 endpoint id of each chain Stargate deploys on as its chain's name (viem's name for the deployment's chain id; the ids from @layerzerolabs/lz-definitions)",
  roles: {
    'layerzero-chain': null,
    'stargate-bridge': 'Bridge',
  },
  rows: (served) => stargateRows(served),
  // The pools, routers and bridge, for the signature index: `swapETH`, the pool's `Swap` naming the LayerZero chain, `SendMsg`.
  abis: () => artifactAbis('@stargatefinance/stg-evm-v1', 'artifacts/contracts', (_, path) => /\/(Pool|Bridge|Router|RouterETH)\.sol\/\1\.json$/.test(path)),
}
