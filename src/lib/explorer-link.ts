import { DEFAULT_CHAIN, type EvmChain, type SolanaNetwork } from '@/chains'
import { findChainByExplorerHost, findChainByMarketName, MARKET_HOSTS, SOLANA_EXPLORER_HOSTS, UNDERSTOOD_HOSTS } from '@/chain-links'
import { nftInput, SOLANA_SIGNATURE, type SearchInput } from './search-input'
import { evmAddressProblem } from './values/evm-address-checksum'
import { solanaAddressProblem } from './values/solana-address'
import { transactionHashProblem } from './values/transaction-hash'

const ETHEREUM = DEFAULT_CHAIN

const invalid = (message: string): SearchInput => ({ kind: 'invalid', message })

function segmentsOf(url: URL): string[] {
  return url.pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
}

function evmAddress(address: string | undefined, chain: EvmChain, collection = false): SearchInput {
  if (!address) return invalid('The link names no address.')
  const problem = evmAddressProblem(address)
  return problem ? invalid(problem) : { kind: 'address', address, chain, collection }
}

function evmTransaction(hash = '', chain: EvmChain): SearchInput {
  const problem = transactionHashProblem(hash)
  if (problem) return invalid(problem)
  if (!chain.general) return invalid(`Chainview shows only NFT collections on ${chain.label}, not transactions.`)
  return { kind: 'transaction', hash: hash.toLowerCase(), chain }
}

/** Etherscan family, Routescan and Blockscout: /tx/…, /address/…, /token/…[/instance/…], /nft/…/… */
function readExplorerPath(host: string, chain: EvmChain, segments: string[]): SearchInput {
  const [kind, first, second, third] = segments
  switch (kind?.toLowerCase()) {
    case 'tx':
      return evmTransaction(first, chain)
    case 'address':
      return evmAddress(first, chain)
    case 'token':
      if (second?.toLowerCase() === 'instance' && third !== undefined) return nftInput(first ?? '', third, chain)
      return evmAddress(first, chain)
    case 'nft':
      return second === undefined ? evmAddress(first, chain, true) : nftInput(first ?? '', second, chain)
    default:
      return invalid(`Chainview opens ${host} links to transactions, addresses, tokens and NFTs; this one is not one of those.`)
  }
}

function solanaAddress(address = '', network: SolanaNetwork): SearchInput {
  const problem = solanaAddressProblem(address)
  if (problem) return invalid(problem)
  return { kind: 'solana-address', address, network }
}

/** Solscan and the Solana Explorer name the network in `cluster`; mainnet when absent. */
function readSolanaExplorer(url: URL, segments: string[]): SearchInput {
  const cluster = url.searchParams.get('cluster')
  const network: SolanaNetwork | null =
    cluster === null || cluster === 'mainnet' || cluster === 'mainnet-beta' ? 'mainnet' : cluster === 'devnet' ? 'devnet' : null
  if (!network) return invalid(`The Solana cluster “${cluster?.slice(0, 40)}” is not one Chainview covers: mainnet or devnet.`)
  const [kind, address] = segments
  if (kind === 'tx') return invalid(SOLANA_SIGNATURE)
  if (kind === 'token' || kind === 'account' || kind === 'address') return solanaAddress(address, network)
  return invalid('Chainview opens Solana explorer links to tokens and accounts.')
}

function unknownMarketChain(site: string, name: string): SearchInput {
  return invalid(`${site}’s chain “${name.slice(0, 40)}” is not one Chainview covers.`)
}

/** opensea.io/assets/<chain>/<contract>[/<id>], /item/<chain>/<contract>/<id>, and the old /assets/<contract>/<id>. */
function readOpenSea(segments: string[]): SearchInput {
  const [kind, chainName = '', contract, tokenId] = segments
  if (kind === 'collection') {
    return invalid(
      'OpenSea collection links name the collection by OpenSea’s own slug, not its contract: paste the link of one of its items, or the contract address.',
    )
  }
  if (kind !== 'assets' && kind !== 'item') return invalid('Chainview opens OpenSea item links (opensea.io/assets/… or /item/…).')
  // Links from before OpenSea went multi-chain have no chain segment and mean Ethereum.
  if (/^0x/i.test(chainName)) return readOpenSeaItem(ETHEREUM, chainName, contract)
  if (chainName === 'solana') return solanaAddress(contract, 'mainnet')
  const chain = findChainByMarketName('opensea', chainName)
  return chain ? readOpenSeaItem(chain, contract, tokenId) : unknownMarketChain('OpenSea', chainName)
}

function readOpenSeaItem(chain: EvmChain, contract: string | undefined, tokenId: string | undefined): SearchInput {
  return tokenId === undefined ? evmAddress(contract, chain, true) : nftInput(contract ?? '', tokenId, chain)
}

/** dexscreener.com/<chain>/<pair or token> */
function readDexScreener(segments: string[]): SearchInput {
  const [chainName = '', address] = segments
  if (chainName === 'solana') return solanaAddress(address, 'mainnet')
  const chain = findChainByMarketName('dexscreener', chainName)
  return chain ? evmAddress(address, chain) : unknownMarketChain('DexScreener', chainName)
}

/** birdeye.so/token/<address>?chain=<chain> (solana when absent) and birdeye.so/<chain>/token/<address> */
function readBirdeye(url: URL, segments: string[]): SearchInput {
  const [first = '', second, third] = segments
  const [chainName, address] = first === 'token' ? [url.searchParams.get('chain') ?? 'solana', second] : second === 'token' ? [first, third] : [null, undefined]
  if (chainName === null) return invalid('Chainview opens Birdeye token links (birdeye.so/token/…).')
  if (chainName === 'solana') return solanaAddress(address, 'mainnet')
  const chain = findChainByMarketName('birdeye', chainName)
  return chain ? evmAddress(address, chain) : unknownMarketChain('Birdeye', chainName)
}

const includes = (hosts: readonly string[], host: string) => hosts.includes(host)

/** Reads another explorer's or marketplace's link; query strings and fragments are ignored unless they name the network. */
export function parseExplorerLink(value: string): SearchInput {
  let url: URL
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`)
  } catch {
    return invalid('That link could not be read.')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return invalid('Only http and https links can be read.')
  const host = url.hostname.toLowerCase().replace(/^www\./, '')
  const segments = segmentsOf(url)
  const chain = findChainByExplorerHost(host)
  if (chain) return readExplorerPath(host, chain, segments)
  if (includes(MARKET_HOSTS.opensea, host)) return readOpenSea(segments)
  if (includes(SOLANA_EXPLORER_HOSTS, host)) return readSolanaExplorer(url, segments)
  if (includes(MARKET_HOSTS.dexscreener, host)) return readDexScreener(segments)
  if (includes(MARKET_HOSTS.birdeye, host)) return readBirdeye(url, segments)
  return { kind: 'invalid', message: `Links from ${host.slice(0, 80)} are not understood.`, hosts: UNDERSTOOD_HOSTS }
}
