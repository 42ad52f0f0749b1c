import { require } from './shared.mjs'

/** Farcaster's contracts live on OP Mainnet only. */
const OP_MAINNET = 10

/** Farcaster's registries of ids, keys and storage on OP Mainnet, from @farcaster/core's addresses. */
function farcasterRows(served) {
  if (!served.has(OP_MAINNET)) return []
  const { ID_REGISTRY_ADDRESS, KEY_REGISTRY_ADDRESS, STORAGE_REGISTRY_ADDRESS } = require('@farcaster/core')
  return [
    [ID_REGISTRY_ADDRESS, 'farcaster-id-registry'],
    [KEY_REGISTRY_ADDRESS, 'farcaster-key-registry'],
    [STORAGE_REGISTRY_ADDRESS, 'farcaster-storage-registry'],
  ].map(([address, role]) => ({ chain: OP_MAINNET, address, entry: { protocol: 'Farcaster', role } }))
}

/** @farcaster/core: the registries that record Farcaster's ids, their keys and their storage, with their ABIs. */
export const source = {
  precedence: 130,
  package: '@farcaster/core',
  gives: "Farcaster's id, key and storage registries on OP Mainnet, and the ABIs of those and of their gateways and bundler",
  roles: {
    'farcaster-id-registry': 'IdRegistry',
    'farcaster-key-registry': 'KeyRegistry',
    'farcaster-storage-registry': 'StorageRegistry',
  },
  rows: (served) => farcasterRows(served),
  abis: () => {
    const core = require('@farcaster/core')
    return ['idRegistryABI', 'keyRegistryABI', 'storageRegistryABI', 'idGatewayABI', 'keyGatewayABI', 'bundlerABI'].map((name) => ({
      source: `@farcaster/core/dist/index.js#${name}`,
      abi: core[name],
    }))
  },
}
