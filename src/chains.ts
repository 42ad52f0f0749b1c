/**
 * The chain registry. EVM REST operations take a name (or its hex id); the collection operation has its own
 * set (no palm; ronin and lisk added); the JSON-RPC operation has its own 33 names. Other explorers' and
 * marketplaces' hosts and chain names live here too, so a pasted link finds its chain in one place.
 */

export interface NativeCurrency {
  symbol: string
  decimals: number
}

/** How other sites name a chain in their links, where they cover it. */
export interface MarketNames {
  /** OpenSea's path segment, e.g. "matic" in opensea.io/assets/matic/… */
  opensea?: string
  /** DexScreener's path segment, e.g. "ethereum" in dexscreener.com/ethereum/… */
  dexscreener?: string
  /** Birdeye's chain, e.g. "bsc" in birdeye.so/token/…?chain=bsc */
  birdeye?: string
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
  /**
   * Block explorers whose links name this chain by host: the Etherscan family, Routescan and Blockscout
   * instances. All of them spell paths the same way (/tx/…, /address/…, /token/…).
   */
  explorerHosts: readonly string[]
  markets: MarketNames
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
    explorerHosts: ['etherscan.io', 'eth.blockscout.com'],
    markets: { opensea: 'ethereum', dexscreener: 'ethereum', birdeye: 'ethereum' },
  },
  {
    apiChain: 'sepolia',
    id: '0xaa36a7',
    label: 'Sepolia',
    symbol: 'ETH',
    testnet: true,
    general: true,
    collection: true,
    explorerHosts: ['sepolia.etherscan.io', 'eth-sepolia.blockscout.com'],
    markets: { opensea: 'sepolia' },
  },
  {
    apiChain: 'holesky',
    id: '0x4268',
    label: 'Holesky',
    symbol: 'ETH',
    testnet: true,
    general: true,
    collection: true,
    explorerHosts: ['holesky.etherscan.io', 'eth-holesky.blockscout.com'],
    markets: {},
  },
  {
    apiChain: 'polygon',
    id: '0x89',
    label: 'Polygon',
    symbol: 'POL',
    testnet: false,
    general: true,
    collection: true,
    explorerHosts: ['polygonscan.com', 'polygon.blockscout.com'],
    markets: { opensea: 'matic', dexscreener: 'polygon', birdeye: 'polygon' },
  },
  {
    apiChain: 'polygon amoy',
    id: '0x13882',
    label: 'Polygon Amoy',
    symbol: 'POL',
    testnet: true,
    general: true,
    collection: true,
    explorerHosts: ['amoy.polygonscan.com'],
    markets: { opensea: 'amoy' },
  },
  {
    apiChain: 'bsc',
    id: '0x38',
    label: 'BNB Smart Chain',
    symbol: 'BNB',
    testnet: false,
    general: true,
    collection: true,
    explorerHosts: ['bscscan.com'],
    markets: { opensea: 'bsc', dexscreener: 'bsc', birdeye: 'bsc' },
  },
  {
    apiChain: 'bsc testnet',
    id: '0x61',
    label: 'BNB Smart Chain Testnet',
    symbol: 'tBNB',
    testnet: true,
    general: true,
    collection: true,
    explorerHosts: ['testnet.bscscan.com'],
    markets: {},
  },
  {
    apiChain: 'avalanche',
    id: '0xa86a',
    label: 'Avalanche C-Chain',
    symbol: 'AVAX',
    testnet: false,
    general: true,
    collection: true,
    explorerHosts: ['snowscan.xyz', 'snowtrace.io'],
    markets: { opensea: 'avalanche', dexscreener: 'avalanche', birdeye: 'avalanche' },
  },
  {
    apiChain: 'fantom',
    id: '0xfa',
    label: 'Fantom',
    symbol: 'FTM',
    testnet: false,
    general: true,
    collection: true,
    explorerHosts: ['ftmscan.com'],
    markets: { dexscreener: 'fantom' },
  },
  {
    apiChain: 'palm',
    id: '0x2a15c308d',
    label: 'Palm',
    symbol: 'PALM',
    testnet: false,
    general: true,
    collection: false,
    explorerHosts: [],
    markets: {},
  },
  {
    apiChain: 'cronos',
    id: '0x19',
    label: 'Cronos',
    symbol: 'CRO',
    testnet: false,
    general: true,
    collection: true,
    explorerHosts: ['cronoscan.com', 'explorer.cronos.org'],
    markets: { dexscreener: 'cronos' },
  },
  {
    apiChain: 'arbitrum',
    id: '0xa4b1',
    label: 'Arbitrum One',
    symbol: 'ETH',
    testnet: false,
    general: true,
    collection: true,
    explorerHosts: ['arbiscan.io', 'arbitrum.blockscout.com'],
    markets: { opensea: 'arbitrum', dexscreener: 'arbitrum', birdeye: 'arbitrum' },
  },
  {
    apiChain: 'gnosis',
    id: '0x64',
    label: 'Gnosis',
    symbol: 'xDAI',
    testnet: false,
    general: true,
    collection: true,
    explorerHosts: ['gnosisscan.io', 'gnosis.blockscout.com'],
    markets: { dexscreener: 'gnosischain' },
  },
  {
    apiChain: 'gnosis testnet',
    id: '0x27d8',
    label: 'Gnosis Chiado',
    symbol: 'xDAI',
    testnet: true,
    general: true,
    collection: true,
    explorerHosts: ['gnosis-chiado.blockscout.com'],
    markets: {},
  },
  {
    apiChain: 'chiliz',
    id: '0x15b38',
    label: 'Chiliz',
    symbol: 'CHZ',
    testnet: false,
    general: true,
    collection: true,
    explorerHosts: ['chiliscan.com'],
    markets: { dexscreener: 'chiliz' },
  },
  {
    apiChain: 'chiliz testnet',
    id: '0x15b32',
    label: 'Chiliz Spicy',
    symbol: 'CHZ',
    testnet: true,
    general: true,
    collection: true,
    explorerHosts: ['testnet.chiliscan.com'],
    markets: {},
  },
  {
    apiChain: 'base',
    id: '0x2105',
    label: 'Base',
    symbol: 'ETH',
    testnet: false,
    general: true,
    collection: true,
    explorerHosts: ['basescan.org', 'base.blockscout.com'],
    markets: { opensea: 'base', dexscreener: 'base', birdeye: 'base' },
  },
  {
    apiChain: 'base sepolia',
    id: '0x14a34',
    label: 'Base Sepolia',
    symbol: 'ETH',
    testnet: true,
    general: true,
    collection: true,
    explorerHosts: ['sepolia.basescan.org', 'base-sepolia.blockscout.com'],
    markets: { opensea: 'base_sepolia' },
  },
  {
    apiChain: 'optimism',
    id: '0xa',
    label: 'OP Mainnet',
    symbol: 'ETH',
    testnet: false,
    general: true,
    collection: true,
    explorerHosts: ['optimistic.etherscan.io', 'optimism.blockscout.com'],
    markets: { opensea: 'optimism', dexscreener: 'optimism', birdeye: 'optimism' },
  },
  {
    apiChain: 'linea',
    id: '0xe708',
    label: 'Linea',
    symbol: 'ETH',
    testnet: false,
    general: true,
    collection: true,
    explorerHosts: ['lineascan.build'],
    markets: { dexscreener: 'linea' },
  },
  {
    apiChain: 'linea sepolia',
    id: '0xe705',
    label: 'Linea Sepolia',
    symbol: 'ETH',
    testnet: true,
    general: true,
    collection: true,
    explorerHosts: ['sepolia.lineascan.build'],
    markets: {},
  },
  {
    apiChain: 'moonbeam',
    id: '0x504',
    label: 'Moonbeam',
    symbol: 'GLMR',
    testnet: false,
    general: true,
    collection: true,
    explorerHosts: ['moonbeam.moonscan.io', 'moonscan.io'],
    markets: { dexscreener: 'moonbeam' },
  },
  {
    apiChain: 'moonriver',
    id: '0x505',
    label: 'Moonriver',
    symbol: 'MOVR',
    testnet: false,
    general: true,
    collection: true,
    explorerHosts: ['moonriver.moonscan.io'],
    markets: { dexscreener: 'moonriver' },
  },
  {
    apiChain: 'moonbase',
    id: '0x507',
    label: 'Moonbase Alpha',
    symbol: 'DEV',
    testnet: true,
    general: true,
    collection: true,
    explorerHosts: ['moonbase.moonscan.io'],
    markets: {},
  },
  {
    apiChain: 'flow',
    id: '0x2eb',
    label: 'Flow EVM',
    symbol: 'FLOW',
    testnet: false,
    general: true,
    collection: true,
    explorerHosts: ['evm.flowscan.io'],
    markets: { dexscreener: 'flowevm' },
  },
  {
    apiChain: 'flow-testnet',
    id: '0x221',
    label: 'Flow EVM Testnet',
    symbol: 'FLOW',
    testnet: true,
    general: true,
    collection: true,
    explorerHosts: ['evm-testnet.flowscan.io'],
    markets: {},
  },
  {
    apiChain: 'ronin',
    id: '0x7e4',
    label: 'Ronin',
    symbol: 'RON',
    testnet: false,
    general: false,
    collection: true,
    explorerHosts: [],
    markets: { opensea: 'ronin' },
  },
  {
    apiChain: 'ronin-testnet',
    id: '0x7e5',
    label: 'Ronin Saigon',
    symbol: 'RON',
    testnet: true,
    general: false,
    collection: true,
    explorerHosts: [],
    markets: {},
  },
  {
    apiChain: 'lisk',
    id: '0x46f',
    label: 'Lisk',
    symbol: 'ETH',
    testnet: false,
    general: false,
    collection: true,
    explorerHosts: ['blockscout.lisk.com'],
    markets: {},
  },
  {
    apiChain: 'lisk-sepolia',
    id: '0x106a',
    label: 'Lisk Sepolia',
    symbol: 'ETH',
    testnet: true,
    general: false,
    collection: true,
    explorerHosts: ['sepolia-blockscout.lisk.com'],
    markets: {},
  },
]

export const EVM_CHAINS: readonly EvmChain[] = rows.map(({ symbol, ...row }) => ({
  ...row,
  slug: row.apiChain.replace(/ /g, '-'),
  native: { symbol, decimals: 18 },
}))

export type ChainSet = 'general' | 'collection'

export function chainsFor(set: ChainSet): EvmChain[] {
  return EVM_CHAINS.filter((chain) => chain[set])
}

/** Finds a chain by its name, URL slug or hex id (any case, leading zeros in the id tolerated). */
export function findEvmChain(value: string, set: ChainSet = 'general'): EvmChain | null {
  const wanted = value.trim().toLowerCase()
  const hexId = /^0x[0-9a-f]+$/.test(wanted) ? `0x${BigInt(wanted).toString(16)}` : null
  return chainsFor(set).find((chain) => chain.slug === wanted || chain.apiChain === wanted || chain.id === hexId) ?? null
}

export const DEFAULT_CHAIN = EVM_CHAINS[0] as EvmChain

export interface RpcChain {
  rpcName: string
  label: string
  native: NativeCurrency
  /** the EVM chain whose transaction view can show the same transaction, if the data API covers it */
  evmSlug: string | null
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
  { rpcName: 'zetachain', label: 'ZetaChain', symbol: 'ZETA', evmSlug: null },
  { rpcName: 'zetachain-testnet', label: 'ZetaChain Testnet', symbol: 'ZETA', evmSlug: null },
  { rpcName: 'fantom', label: 'Fantom', symbol: 'FTM', evmSlug: 'fantom' },
  { rpcName: 'opbnb', label: 'opBNB', symbol: 'BNB', evmSlug: null },
]

export const RPC_CHAINS: readonly RpcChain[] = rpcRows.map(({ symbol, ...row }) => ({ ...row, native: { symbol, decimals: 18 } }))

export function findRpcChain(value: string): RpcChain | null {
  const wanted = value.trim().toLowerCase()
  return RPC_CHAINS.find((chain) => chain.rpcName === wanted) ?? null
}

/** The Solana clusters the pairs operation takes, the first the default. */
export const SOLANA_NETWORKS = ['mainnet', 'devnet'] as const
export type SolanaNetwork = (typeof SOLANA_NETWORKS)[number]

export function isSolanaNetwork(value: string): value is SolanaNetwork {
  return (SOLANA_NETWORKS as readonly string[]).includes(value)
}

/** Solana explorers; both name the network in a `cluster` query parameter, mainnet when it is absent. */
export const SOLANA_EXPLORER_HOSTS = ['solscan.io', 'explorer.solana.com'] as const

/** Token pages that name the chain themselves: DexScreener in its path, Birdeye in its path or `chain` parameter. */
export const MARKET_HOSTS = { opensea: ['opensea.io', 'testnets.opensea.io'], dexscreener: ['dexscreener.com'], birdeye: ['birdeye.so'] } as const

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '')

/** The chain a block explorer's host belongs to, e.g. "polygonscan.com" → Polygon; collection-only chains included. */
export function findChainByExplorerHost(host: string): EvmChain | null {
  const wanted = bareHost(host)
  return EVM_CHAINS.find((chain) => chain.explorerHosts.includes(wanted)) ?? null
}

/** The chain another site names as `name` in its links, e.g. OpenSea's "matic" → Polygon. */
export function findChainByMarketName(market: keyof MarketNames, name: string): EvmChain | null {
  const wanted = name.toLowerCase()
  return EVM_CHAINS.find((chain) => chain.markets[market] === wanted) ?? null
}

/** Every host whose links the search box reads, for the message an unknown host gets. */
export const UNDERSTOOD_HOSTS: readonly string[] = [
  ...EVM_CHAINS.flatMap((chain) => chain.explorerHosts),
  ...MARKET_HOSTS.opensea,
  ...SOLANA_EXPLORER_HOSTS,
  ...MARKET_HOSTS.dexscreener,
  ...MARKET_HOSTS.birdeye,
]
