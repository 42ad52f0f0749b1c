/**
 * The chain registry. EVM REST operations take a name (or its hex id); the collection operation has its own
 * set (no palm; ronin and lisk added); the JSON-RPC operation has its own 33 names. How other explorers and
 * marketplaces name each chain in their links is in `chain-links.ts`, which only the search loads.
 */

export interface NativeCurrency {
  symbol: string
  decimals: number
}

export interface EvmChain {
  /** the name the API expects, e.g. "polygon amoy" */
  apiChain: string
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
  /** the day (YYYY-MM-DD) the data provider stopped serving the chain: nothing is asked of it from then on */
  retiredOn?: string
  /** the day the provider stopped its NFT operations on the chain (a wallet's NFT transfers, an NFT, a collection) */
  nftRetiredOn?: string
}

type ChainRow = Omit<EvmChain, 'slug' | 'native'> & { symbol: string }

const rows: ChainRow[] = [
  {
    apiChain: 'eth',
    id: '0x1',
    label: 'Ethereum',
    symbol: 'ETH',
    testnet: false,
    general: true,
    collection: true,
  },
  {
    apiChain: 'sepolia',
    id: '0xaa36a7',
    label: 'Sepolia',
    symbol: 'ETH',
    testnet: true,
    general: true,
    collection: true,
  },
  {
    apiChain: 'holesky',
    id: '0x4268',
    label: 'Holesky',
    symbol: 'ETH',
    testnet: true,
    general: true,
    collection: true,
  },
  {
    apiChain: 'polygon',
    id: '0x89',
    label: 'Polygon',
    symbol: 'POL',
    testnet: false,
    general: true,
    collection: true,
  },
  {
    apiChain: 'polygon amoy',
    id: '0x13882',
    label: 'Polygon Amoy',
    symbol: 'POL',
    testnet: true,
    general: true,
    collection: true,
  },
  {
    apiChain: 'bsc',
    id: '0x38',
    label: 'BNB Smart Chain',
    symbol: 'BNB',
    testnet: false,
    general: true,
    collection: true,
  },
  {
    apiChain: 'bsc testnet',
    id: '0x61',
    label: 'BNB Smart Chain Testnet',
    symbol: 'tBNB',
    testnet: true,
    general: true,
    collection: true,
  },
  {
    apiChain: 'avalanche',
    id: '0xa86a',
    label: 'Avalanche C-Chain',
    symbol: 'AVAX',
    testnet: false,
    general: true,
    collection: true,
  },
  {
    apiChain: 'fantom',
    id: '0xfa',
    label: 'Fantom',
    symbol: 'FTM',
    testnet: false,
    general: true,
    collection: true,
    // Provider changelog: Fantom removed from every API, RPC nodes included, on 2026-05-29.
    retiredOn: '2026-05-29',
  },
  {
    apiChain: 'palm',
    id: '0x2a15c308d',
    label: 'Palm',
    symbol: 'PALM',
    testnet: false,
    general: true,
    collection: false,
    // https://docs.moralis.com/changelog/planned-deprecations: "Palm mainnet will be discontinued on 22nd November 2024"
    retiredOn: '2024-11-22',
  },
  {
    apiChain: 'cronos',
    id: '0x19',
    label: 'Cronos',
    symbol: 'CRO',
    testnet: false,
    general: true,
    collection: true,
  },
  {
    apiChain: 'arbitrum',
    id: '0xa4b1',
    label: 'Arbitrum One',
    symbol: 'ETH',
    testnet: false,
    general: true,
    collection: true,
  },
  {
    apiChain: 'gnosis',
    id: '0x64',
    label: 'Gnosis',
    symbol: 'xDAI',
    testnet: false,
    general: true,
    collection: true,
    // "We will be removing all NFT APIs on Gnosis Mainnet and Gnosis Testnet" (provider changelog, 2024-10-07).
    nftRetiredOn: '2024-12-06',
  },
  {
    apiChain: 'gnosis testnet',
    id: '0x27d8',
    label: 'Gnosis Chiado',
    symbol: 'xDAI',
    testnet: true,
    general: true,
    collection: true,
    nftRetiredOn: '2024-12-06',
  },
  {
    apiChain: 'chiliz',
    id: '0x15b38',
    label: 'Chiliz',
    symbol: 'CHZ',
    testnet: false,
    general: true,
    collection: true,
  },
  {
    apiChain: 'chiliz testnet',
    id: '0x15b32',
    label: 'Chiliz Spicy',
    symbol: 'CHZ',
    testnet: true,
    general: true,
    collection: true,
  },
  {
    apiChain: 'base',
    id: '0x2105',
    label: 'Base',
    symbol: 'ETH',
    testnet: false,
    general: true,
    collection: true,
  },
  {
    apiChain: 'base sepolia',
    id: '0x14a34',
    label: 'Base Sepolia',
    symbol: 'ETH',
    testnet: true,
    general: true,
    collection: true,
  },
  {
    apiChain: 'optimism',
    id: '0xa',
    label: 'OP Mainnet',
    symbol: 'ETH',
    testnet: false,
    general: true,
    collection: true,
  },
  {
    apiChain: 'linea',
    id: '0xe708',
    label: 'Linea',
    symbol: 'ETH',
    testnet: false,
    general: true,
    collection: true,
  },
  {
    apiChain: 'linea sepolia',
    id: '0xe705',
    label: 'Linea Sepolia',
    symbol: 'ETH',
    testnet: true,
    general: true,
    collection: true,
  },
  {
    apiChain: 'moonbeam',
    id: '0x504',
    label: 'Moonbeam',
    symbol: 'GLMR',
    testnet: false,
    general: true,
    collection: true,
    // https://docs.moralis.com/changelog: "Moonbeam, Moonriver and Lisk support ends September 25, 2026"
    retiredOn: '2026-09-25',
  },
  {
    apiChain: 'moonriver',
    id: '0x505',
    label: 'Moonriver',
    symbol: 'MOVR',
    testnet: false,
    general: true,
    collection: true,
    // https://docs.moralis.com/changelog: "Moonbeam, Moonriver and Lisk support ends September 25, 2026"
    retiredOn: '2026-09-25',
  },
  {
    apiChain: 'moonbase',
    id: '0x507',
    label: 'Moonbase Alpha',
    symbol: 'DEV',
    testnet: true,
    general: true,
    collection: true,
  },
  {
    apiChain: 'flow',
    id: '0x2eb',
    label: 'Flow EVM',
    symbol: 'FLOW',
    testnet: false,
    general: true,
    collection: true,
  },
  {
    apiChain: 'flow-testnet',
    id: '0x221',
    label: 'Flow EVM Testnet',
    symbol: 'FLOW',
    testnet: true,
    general: true,
    collection: true,
  },
  {
    apiChain: 'ronin',
    id: '0x7e4',
    label: 'Ronin',
    symbol: 'RON',
    testnet: false,
    general: false,
    collection: true,
  },
  {
    apiChain: 'ronin-testnet',
    id: '0x7e5',
    label: 'Ronin Saigon',
    symbol: 'RON',
    testnet: true,
    general: false,
    collection: true,
  },
  {
    apiChain: 'lisk',
    id: '0x46f',
    label: 'Lisk',
    symbol: 'ETH',
    testnet: false,
    general: false,
    collection: true,
    // https://docs.moralis.com/changelog: "Moonbeam, Moonriver and Lisk support ends September 25, 2026"
    retiredOn: '2026-09-25',
  },
  {
    apiChain: 'lisk-sepolia',
    id: '0x106a',
    label: 'Lisk Sepolia',
    symbol: 'ETH',
    testnet: true,
    general: false,
    collection: true,
  },
]

export const EVM_CHAINS: readonly EvmChain[] = rows.map(({ symbol, ...row }) => ({
  ...row,
  slug: row.apiChain.replace(/ /g, '-'),
  native: { symbol, decimals: 18 },
}))

/**
 * Which operations a view's links are read for: the collection metadata operation has its own chains; the other NFT
 * operations take the general chains, but the provider has retired some of them there.
 */
export type ChainSet = 'general' | 'nft' | 'collection'

export function chainsFor(set: ChainSet): EvmChain[] {
  return EVM_CHAINS.filter((chain) => (set === 'collection' ? chain.collection : chain.general))
}

/** The day the provider stopped serving this set of operations on the chain, if it has. */
export function retiredOn(chain: EvmChain, set: ChainSet): string | undefined {
  return chain.retiredOn ?? (set === 'general' ? undefined : chain.nftRetiredOn)
}

/** What the provider retired, for a reader: "Palm", or "Gnosis NFT data" where only the NFT operations went. */
export function retiredName(chain: EvmChain): string {
  return chain.retiredOn ? chain.label : `${chain.label} NFT data`
}

/** Finds a chain by its name, URL slug or hex id (any case, leading zeros in the id tolerated). */
export function findEvmChain(value: string, set: ChainSet = 'general'): EvmChain | null {
  const wanted = value.trim().toLowerCase()
  const hexId = /^0x[0-9a-f]+$/.test(wanted) ? `0x${BigInt(wanted).toString(16)}` : null
  return chainsFor(set).find((chain) => chain.slug === wanted || chain.apiChain === wanted || chain.id === hexId) ?? null
}

/** The chain's name with the day the provider retired it for these operations: "Palm (retired 2024-11-22)". */
export function chainLabel(chain: EvmChain, set: ChainSet = 'general'): string {
  const retired = retiredOn(chain, set)
  if (!retired) return chain.label
  return chain.retiredOn ? `${chain.label} (retired ${retired})` : `${chain.label} (NFTs retired ${retired})`
}

export const DEFAULT_CHAIN = EVM_CHAINS[0] as EvmChain

export interface RpcChain {
  rpcName: string
  label: string
  native: NativeCurrency
  /** the EVM chain whose transaction view can show the same transaction, if the data API covers it */
  evmSlug: string | null
  /** the day the provider stopped its RPC nodes for the chain: nothing is asked of it from then on */
  retiredOn?: string
}

const rpcRows: (Omit<RpcChain, 'native'> & { symbol: string })[] = [
  { rpcName: 'eth', label: 'Ethereum', symbol: 'ETH', evmSlug: 'eth' },
  { rpcName: 'sepolia', label: 'Sepolia', symbol: 'ETH', evmSlug: 'sepolia' },
  { rpcName: 'holesky', label: 'Holesky', symbol: 'ETH', evmSlug: 'holesky' },
  { rpcName: 'base', label: 'Base', symbol: 'ETH', evmSlug: 'base' },
  { rpcName: 'base-sepolia', label: 'Base Sepolia', symbol: 'ETH', evmSlug: 'base-sepolia' },
  { rpcName: 'polygon', label: 'Polygon', symbol: 'POL', evmSlug: 'polygon' },
  { rpcName: 'amoy', label: 'Polygon Amoy', symbol: 'POL', evmSlug: 'polygon-amoy' },
  { rpcName: 'bsc', label: 'BNB Smart Chain', symbol: 'BNB', evmSlug: 'bsc' },
  { rpcName: 'bsc-testnet', label: 'BNB Smart Chain Testnet', symbol: 'tBNB', evmSlug: 'bsc-testnet' },
  { rpcName: 'arbitrum', label: 'Arbitrum One', symbol: 'ETH', evmSlug: 'arbitrum' },
  { rpcName: 'arbitrum-sepolia', label: 'Arbitrum Sepolia', symbol: 'ETH', evmSlug: null },
  { rpcName: 'optimism', label: 'OP Mainnet', symbol: 'ETH', evmSlug: 'optimism' },
  { rpcName: 'optimism-sepolia', label: 'OP Sepolia', symbol: 'ETH', evmSlug: null },
  { rpcName: 'gnosis', label: 'Gnosis', symbol: 'xDAI', evmSlug: 'gnosis' },
  { rpcName: 'gnosis-testnet', label: 'Gnosis Chiado', symbol: 'xDAI', evmSlug: 'gnosis-testnet' },
  { rpcName: 'linea', label: 'Linea', symbol: 'ETH', evmSlug: 'linea' },
  { rpcName: 'linea-sepolia', label: 'Linea Sepolia', symbol: 'ETH', evmSlug: 'linea-sepolia' },
  { rpcName: 'avalanche', label: 'Avalanche C-Chain', symbol: 'AVAX', evmSlug: 'avalanche' },
  { rpcName: 'moonbeam', label: 'Moonbeam', symbol: 'GLMR', evmSlug: 'moonbeam' },
  { rpcName: 'moonriver', label: 'Moonriver', symbol: 'MOVR', evmSlug: 'moonriver' },
  { rpcName: 'moonbase', label: 'Moonbase Alpha', symbol: 'DEV', evmSlug: 'moonbase' },
  { rpcName: 'blast', label: 'Blast', symbol: 'ETH', evmSlug: null },
  { rpcName: 'blast-sepolia', label: 'Blast Sepolia', symbol: 'ETH', evmSlug: null },
  { rpcName: 'mantle', label: 'Mantle', symbol: 'MNT', evmSlug: null },
  { rpcName: 'mantle-sepolia', label: 'Mantle Sepolia', symbol: 'MNT', evmSlug: null },
  { rpcName: 'polygon-zkevm', label: 'Polygon zkEVM', symbol: 'ETH', evmSlug: null },
  { rpcName: 'polygon-zkevm-cardona', label: 'Polygon zkEVM Cardona', symbol: 'ETH', evmSlug: null },
  { rpcName: 'zksync', label: 'ZKsync Era', symbol: 'ETH', evmSlug: null },
  { rpcName: 'zksync-sepolia', label: 'ZKsync Sepolia', symbol: 'ETH', evmSlug: null },
  // Provider changelog: Zeta Chain's RPC nodes sunset on 2026-06-01.
  { rpcName: 'zetachain', label: 'ZetaChain', symbol: 'ZETA', evmSlug: null, retiredOn: '2026-06-01' },
  { rpcName: 'zetachain-testnet', label: 'ZetaChain Testnet', symbol: 'ZETA', evmSlug: null, retiredOn: '2026-06-01' },
  // Provider changelog: Fantom removed from every API, RPC nodes included, on 2026-05-29.
  { rpcName: 'fantom', label: 'Fantom', symbol: 'FTM', evmSlug: 'fantom', retiredOn: '2026-05-29' },
  { rpcName: 'opbnb', label: 'opBNB', symbol: 'BNB', evmSlug: null },
]

export const RPC_CHAINS: readonly RpcChain[] = rpcRows.map(({ symbol, ...row }) => ({ ...row, native: { symbol, decimals: 18 } }))

/**
 * The RPC operation's chain for a URL segment or a form: its own name ("amoy"), or the EVM slug or hex id of the same
 * chain ("polygon-amoy", "0x13882"), which the header's chain picker writes.
 */
export function findRpcChain(value: string): RpcChain | null {
  const wanted = value.trim().toLowerCase()
  const byName = RPC_CHAINS.find((chain) => chain.rpcName === wanted)
  if (byName) return byName
  const evm = findEvmChain(value)
  return evm ? (RPC_CHAINS.find((chain) => chain.evmSlug === evm.slug) ?? null) : null
}

/** A chain the trending-tokens operation can be narrowed to: `apiChain` is what it takes, `slug` what a URL says. */
export interface TrendingChain {
  slug: string
  apiChain: string
  label: string
}

/** The trending operation serves mainnets only: every EVM mainnet the provider still serves, then Solana. */
export const TRENDING_CHAINS: readonly TrendingChain[] = [
  ...EVM_CHAINS.filter((chain) => chain.general && !chain.testnet && !chain.retiredOn).map(({ slug, apiChain, label }) => ({ slug, apiChain, label })),
  { slug: 'solana', apiChain: 'solana', label: 'Solana' },
]

/** The Solana clusters the pairs operation takes, the first the default. */
export const SOLANA_NETWORKS = ['mainnet', 'devnet'] as const
export type SolanaNetwork = (typeof SOLANA_NETWORKS)[number]

export function isSolanaNetwork(value: string): value is SolanaNetwork {
  return (SOLANA_NETWORKS as readonly string[]).includes(value)
}
