import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { artifactAbis } from '../package-abis.mjs'
import { ANY_CHAIN, require, viemChainName } from './shared.mjs'

/**
 * Stargate v1 on mainnets, from @stargatefinance/stg-evm-v1's deployments: each served chain's Bridge (the contract
 * that sends a pool's swap to the other chain), and each LayerZero v1 chain id Stargate deploys on as its chain's name
 * under `layerzero-chain:<id>`: the deployment folder's chain id read by viem's name, its LayerZero id by
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
    let endpointId = null
    try {
      endpointId = networkToEndpointId(network, 'v1')
    } catch {
      continue
    }
    if (!name || !endpointId) continue
    rows.push({ chain: ANY_CHAIN, address: `layerzero-chain:${endpointId}`, entry: { protocol: null, role: 'layerzero-chain', name } })
    if (served.has(chainId) && bridges[network])
      rows.push({ chain: chainId, address: bridges[network], entry: { protocol: 'Stargate', role: 'stargate-bridge' } })
  }
  return rows
}

/** @stargatefinance/stg-evm-v1 (with @layerzerolabs/lz-definitions for LayerZero's chain ids). */
export const source = {
  precedence: 100,
  package: '@stargatefinance/stg-evm-v1',
  gives:
    "Stargate v1 on mainnets: each served chain's Bridge, and each LayerZero v1 chain id Stargate deploys on as its chain's name (viem's name for the deployment's chain id; the id from @layerzerolabs/lz-definitions)",
  roles: {
    'layerzero-chain': null,
    'stargate-bridge': 'Bridge',
  },
  rows: (served) => stargateRows(served),
  // The pools, routers and bridge, for the signature index: `swapETH`, the pool's `Swap` naming the LayerZero chain, `SendMsg`.
  abis: () => artifactAbis('@stargatefinance/stg-evm-v1', 'artifacts/contracts', (_, path) => /\/(Pool|Bridge|Router|RouterETH)\.sol\/\1\.json$/.test(path)),
}
