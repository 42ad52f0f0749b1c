import { EVM_CHAINS, type EvmChain } from './chains'

/** How other sites name a chain in their links, where they cover it. */
export interface MarketNames {
  /** OpenSea's path segment, e.g. "matic" in opensea.io/assets/matic/… */
  opensea?: string
  /** DexScreener's path segment, e.g. "ethereum" in dexscreener.com/ethereum/… */
  dexscreener?: string
  /** Birdeye's chain, e.g. "bsc" in birdeye.so/token/…?chain=bsc */
  birdeye?: string
}

export interface ChainLinks {
  /**
   * Block explorers whose links name this chain by host: the Etherscan family, Routescan and Blockscout
   * instances. All of them spell paths the same way (/tx/…, /address/…, /token/…).
   */
  explorerHosts: readonly string[]
  markets: MarketNames
}

/** For each chain of the registry, by slug: how other explorers and marketplaces name it in their links. */
export const CHAIN_LINKS: Readonly<Record<string, ChainLinks>> = {
  eth: { explorerHosts: ['etherscan.io', 'eth.blockscout.com'], markets: { opensea: 'ethereum', dexscreener: 'ethereum', birdeye: 'ethereum' } },
  sepolia: { explorerHosts: ['sepolia.etherscan.io', 'eth-sepolia.blockscout.com'], markets: { opensea: 'sepolia' } },
  holesky: { explorerHosts: ['holesky.etherscan.io', 'eth-holesky.blockscout.com'], markets: {} },
  polygon: { explorerHosts: ['polygonscan.com', 'polygon.blockscout.com'], markets: { opensea: 'matic', dexscreener: 'polygon', birdeye: 'polygon' } },
  'polygon-amoy': { explorerHosts: ['amoy.polygonscan.com'], markets: { opensea: 'amoy' } },
  bsc: { explorerHosts: ['bscscan.com'], markets: { opensea: 'bsc', dexscreener: 'bsc', birdeye: 'bsc' } },
  'bsc-testnet': { explorerHosts: ['testnet.bscscan.com'], markets: {} },
  avalanche: { explorerHosts: ['snowscan.xyz', 'snowtrace.io'], markets: { opensea: 'avalanche', dexscreener: 'avalanche', birdeye: 'avalanche' } },
  fantom: { explorerHosts: ['ftmscan.com'], markets: { dexscreener: 'fantom' } },
  palm: { explorerHosts: [], markets: {} },
  cronos: { explorerHosts: ['cronoscan.com', 'explorer.cronos.org'], markets: { dexscreener: 'cronos' } },
  arbitrum: { explorerHosts: ['arbiscan.io', 'arbitrum.blockscout.com'], markets: { opensea: 'arbitrum', dexscreener: 'arbitrum', birdeye: 'arbitrum' } },
  gnosis: { explorerHosts: ['gnosisscan.io', 'gnosis.blockscout.com'], markets: { dexscreener: 'gnosischain' } },
  'gnosis-testnet': { explorerHosts: ['gnosis-chiado.blockscout.com'], markets: {} },
  chiliz: { explorerHosts: ['chiliscan.com'], markets: { dexscreener: 'chiliz' } },
  'chiliz-testnet': { explorerHosts: ['testnet.chiliscan.com'], markets: {} },
  base: { explorerHosts: ['basescan.org', 'base.blockscout.com'], markets: { opensea: 'base', dexscreener: 'base', birdeye: 'base' } },
  'base-sepolia': { explorerHosts: ['sepolia.basescan.org', 'base-sepolia.blockscout.com'], markets: { opensea: 'base_sepolia' } },
  optimism: {
    explorerHosts: ['optimistic.etherscan.io', 'optimism.blockscout.com'],
    markets: { opensea: 'optimism', dexscreener: 'optimism', birdeye: 'optimism' },
  },
  linea: { explorerHosts: ['lineascan.build'], markets: { dexscreener: 'linea' } },
  'linea-sepolia': { explorerHosts: ['sepolia.lineascan.build'], markets: {} },
  moonbeam: { explorerHosts: ['moonbeam.moonscan.io', 'moonscan.io'], markets: { dexscreener: 'moonbeam' } },
  moonriver: { explorerHosts: ['moonriver.moonscan.io'], markets: { dexscreener: 'moonriver' } },
  moonbase: { explorerHosts: ['moonbase.moonscan.io'], markets: {} },
  flow: { explorerHosts: ['evm.flowscan.io'], markets: { dexscreener: 'flowevm' } },
  'flow-testnet': { explorerHosts: ['evm-testnet.flowscan.io'], markets: {} },
  ronin: { explorerHosts: [], markets: { opensea: 'ronin' } },
  'ronin-testnet': { explorerHosts: [], markets: {} },
  lisk: { explorerHosts: ['blockscout.lisk.com'], markets: {} },
  'lisk-sepolia': { explorerHosts: ['sepolia-blockscout.lisk.com'], markets: {} },
}

const linksOf = (chain: EvmChain): ChainLinks => CHAIN_LINKS[chain.slug] ?? { explorerHosts: [], markets: {} }

/** Solana explorers; both name the network in a `cluster` query parameter, mainnet when it is absent. */
export const SOLANA_EXPLORER_HOSTS = ['solscan.io', 'explorer.solana.com'] as const

/** Token pages that name the chain themselves: DexScreener in its path, Birdeye in its path or `chain` parameter. */
export const MARKET_HOSTS = { opensea: ['opensea.io', 'testnets.opensea.io'], dexscreener: ['dexscreener.com'], birdeye: ['birdeye.so'] } as const

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '')

/** The chain a block explorer's host belongs to, e.g. "polygonscan.com" → Polygon; collection-only chains included. */
export function findChainByExplorerHost(host: string): EvmChain | null {
  const wanted = bareHost(host)
  return EVM_CHAINS.find((chain) => linksOf(chain).explorerHosts.includes(wanted)) ?? null
}

/** The chain another site names as `name` in its links, e.g. OpenSea's "matic" → Polygon. */
export function findChainByMarketName(market: keyof MarketNames, name: string): EvmChain | null {
  const wanted = name.toLowerCase()
  return EVM_CHAINS.find((chain) => linksOf(chain).markets[market] === wanted) ?? null
}

/** Every host whose links the search box reads, for the message an unknown host gets. */
export const UNDERSTOOD_HOSTS: readonly string[] = [
  ...EVM_CHAINS.flatMap((chain) => linksOf(chain).explorerHosts),
  ...MARKET_HOSTS.opensea,
  ...SOLANA_EXPLORER_HOSTS,
  ...MARKET_HOSTS.dexscreener,
  ...MARKET_HOSTS.birdeye,
]
