/**
 * The chain registry. EVM REST operations take a name (or its hex id); the collection operation has its own
 * set (no palm; ronin and lisk added); the JSON-RPC operation has its own 33 names.
 */

export interface NativeCurrency {
  symbol: string
  decimals: number
}

export interface EvmChain {
  /** the name the API expects, e.g. "polygon amoy" */
  name: string
  /** the name in a URL, e.g. "polygon-amoy" */
  slug: string
  /** hex chain id, e.g. "0x13882" */
  id: `0x${string}`
  label: string
  native: NativeCurrency
  testnet: boolean
  /** whether the general EVM operations (all but collection metadata) accept it */
  general: boolean
  /** whether the collection metadata operation accepts it */
  collection: boolean
}

type ChainRow = [name: string, id: `0x${string}`, label: string, symbol: string, testnet: boolean, general: boolean, collection: boolean]

const rows: ChainRow[] = [
  ['eth', '0x1', 'Ethereum', 'ETH', false, true, true],
  ['sepolia', '0xaa36a7', 'Sepolia', 'ETH', true, true, true],
  ['holesky', '0x4268', 'Holesky', 'ETH', true, true, true],
  ['polygon', '0x89', 'Polygon', 'POL', false, true, true],
  ['polygon amoy', '0x13882', 'Polygon Amoy', 'POL', true, true, true],
  ['bsc', '0x38', 'BNB Smart Chain', 'BNB', false, true, true],
  ['bsc testnet', '0x61', 'BNB Smart Chain Testnet', 'tBNB', true, true, true],
  ['avalanche', '0xa86a', 'Avalanche C-Chain', 'AVAX', false, true, true],
  ['fantom', '0xfa', 'Fantom', 'FTM', false, true, true],
  ['palm', '0x2a15c308d', 'Palm', 'PALM', false, true, false],
  ['cronos', '0x19', 'Cronos', 'CRO', false, true, true],
  ['arbitrum', '0xa4b1', 'Arbitrum One', 'ETH', false, true, true],
  ['gnosis', '0x64', 'Gnosis', 'xDAI', false, true, true],
  ['gnosis testnet', '0x27d8', 'Gnosis Chiado', 'xDAI', true, true, true],
  ['chiliz', '0x15b38', 'Chiliz', 'CHZ', false, true, true],
  ['chiliz testnet', '0x15b32', 'Chiliz Spicy', 'CHZ', true, true, true],
  ['base', '0x2105', 'Base', 'ETH', false, true, true],
  ['base sepolia', '0x14a34', 'Base Sepolia', 'ETH', true, true, true],
  ['optimism', '0xa', 'OP Mainnet', 'ETH', false, true, true],
  ['linea', '0xe708', 'Linea', 'ETH', false, true, true],
  ['linea sepolia', '0xe705', 'Linea Sepolia', 'ETH', true, true, true],
  ['moonbeam', '0x504', 'Moonbeam', 'GLMR', false, true, true],
  ['moonriver', '0x505', 'Moonriver', 'MOVR', false, true, true],
  ['moonbase', '0x507', 'Moonbase Alpha', 'DEV', true, true, true],
  ['flow', '0x2eb', 'Flow EVM', 'FLOW', false, true, true],
  ['flow-testnet', '0x221', 'Flow EVM Testnet', 'FLOW', true, true, true],
  ['ronin', '0x7e4', 'Ronin', 'RON', false, false, true],
  ['ronin-testnet', '0x7e5', 'Ronin Saigon', 'RON', true, false, true],
  ['lisk', '0x46f', 'Lisk', 'ETH', false, false, true],
  ['lisk-sepolia', '0x106a', 'Lisk Sepolia', 'ETH', true, false, true],
]

export const EVM_CHAINS: readonly EvmChain[] = rows.map(([name, id, label, symbol, testnet, general, collection]) => ({
  name,
  slug: name.replace(/ /g, '-'),
  id,
  label,
  native: { symbol, decimals: 18 },
  testnet,
  general,
  collection,
}))

export type ChainSet = 'general' | 'collection'

export function chainsFor(set: ChainSet): EvmChain[] {
  return EVM_CHAINS.filter((chain) => chain[set])
}

/** Finds a chain by its name, URL slug or hex id (any case, leading zeros in the id tolerated). */
export function findEvmChain(value: string, set: ChainSet = 'general'): EvmChain | null {
  const wanted = value.trim().toLowerCase()
  const hexId = /^0x[0-9a-f]+$/.test(wanted) ? `0x${BigInt(wanted).toString(16)}` : null
  return chainsFor(set).find((chain) => chain.slug === wanted || chain.name === wanted || chain.id === hexId) ?? null
}

export const DEFAULT_CHAIN = EVM_CHAINS[0] as EvmChain

export interface RpcChain {
  name: string
  label: string
  native: NativeCurrency
  /** the EVM chain whose transaction view can show the same transaction, if the data API covers it */
  evmSlug: string | null
}

type RpcRow = [name: string, label: string, symbol: string, evmSlug: string | null]

const rpcRows: RpcRow[] = [
  ['eth', 'Ethereum', 'ETH', 'eth'],
  ['sepolia', 'Sepolia', 'ETH', 'sepolia'],
  ['holesky', 'Holesky', 'ETH', 'holesky'],
  ['base', 'Base', 'ETH', 'base'],
  ['base-sepolia', 'Base Sepolia', 'ETH', 'base-sepolia'],
  ['polygon', 'Polygon', 'POL', 'polygon'],
  ['amoy', 'Polygon Amoy', 'POL', 'polygon-amoy'],
  ['bsc', 'BNB Smart Chain', 'BNB', 'bsc'],
  ['bsc-testnet', 'BNB Smart Chain Testnet', 'tBNB', 'bsc-testnet'],
  ['arbitrum', 'Arbitrum One', 'ETH', 'arbitrum'],
  ['arbitrum-sepolia', 'Arbitrum Sepolia', 'ETH', null],
  ['optimism', 'OP Mainnet', 'ETH', 'optimism'],
  ['optimism-sepolia', 'OP Sepolia', 'ETH', null],
  ['gnosis', 'Gnosis', 'xDAI', 'gnosis'],
  ['gnosis-testnet', 'Gnosis Chiado', 'xDAI', 'gnosis-testnet'],
  ['linea', 'Linea', 'ETH', 'linea'],
  ['linea-sepolia', 'Linea Sepolia', 'ETH', 'linea-sepolia'],
  ['avalanche', 'Avalanche C-Chain', 'AVAX', 'avalanche'],
  ['moonbeam', 'Moonbeam', 'GLMR', 'moonbeam'],
  ['moonriver', 'Moonriver', 'MOVR', 'moonriver'],
  ['moonbase', 'Moonbase Alpha', 'DEV', 'moonbase'],
  ['blast', 'Blast', 'ETH', null],
  ['blast-sepolia', 'Blast Sepolia', 'ETH', null],
  ['mantle', 'Mantle', 'MNT', null],
  ['mantle-sepolia', 'Mantle Sepolia', 'MNT', null],
  ['polygon-zkevm', 'Polygon zkEVM', 'ETH', null],
  ['polygon-zkevm-cardona', 'Polygon zkEVM Cardona', 'ETH', null],
  ['zksync', 'ZKsync Era', 'ETH', null],
  ['zksync-sepolia', 'ZKsync Sepolia', 'ETH', null],
  ['zetachain', 'ZetaChain', 'ZETA', null],
  ['zetachain-testnet', 'ZetaChain Testnet', 'ZETA', null],
  ['fantom', 'Fantom', 'FTM', 'fantom'],
  ['opbnb', 'opBNB', 'BNB', null],
]

export const RPC_CHAINS: readonly RpcChain[] = rpcRows.map(([name, label, symbol, evmSlug]) => ({
  name,
  label,
  native: { symbol, decimals: 18 },
  evmSlug,
}))

export function findRpcChain(value: string): RpcChain | null {
  const wanted = value.trim().toLowerCase()
  return RPC_CHAINS.find((chain) => chain.name === wanted) ?? null
}

export const SOLANA_NETWORKS = ['mainnet', 'devnet'] as const
