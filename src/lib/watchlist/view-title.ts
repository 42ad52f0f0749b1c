import { findEvmChain, isSolanaNetwork } from '@/chains'
import { shortenHex } from '@/lib/format'
import { defaultLabel, placeOf, type WatchTarget } from './watch-target'
import { isEvmAddress } from '@/lib/values/evm-address-checksum'
import { isSolanaAddress } from '@/lib/values/solana-address'
import { anyTokenIdProblem } from '@/lib/values/token-id'
import { isTransactionHash } from '@/lib/values/transaction-hash'

type Params = Record<string, string | undefined>

function evmSlug(value: string | undefined, set: 'general' | 'collection' = 'general'): string | null {
  return value ? (findEvmChain(value, set)?.slug ?? null) : null
}

/** The watchable thing a route shows, from its id and params; null when the params do not name one. */
export function viewTarget(routeId: string, params: Params): WatchTarget | null {
  const { address = '', hash = '', tokenId = '', network = '' } = params
  switch (routeId) {
    case '/$chain/tx/$hash': {
      const chain = evmSlug(params.chain)
      return chain && isTransactionHash(hash) ? { kind: 'transaction', chain, hash } : null
    }
    case '/$chain/token/$address':
    case '/$chain/wallet/$address/nft-transfers': {
      const chain = evmSlug(params.chain)
      return chain && isEvmAddress(address) ? { kind: routeId === '/$chain/token/$address' ? 'token' : 'wallet', chain, address } : null
    }
    case '/$chain/collection/$address': {
      const chain = evmSlug(params.chain, 'collection')
      return chain && isEvmAddress(address) ? { kind: 'collection', chain, address } : null
    }
    case '/$chain/nft/$address/$tokenId': {
      const chain = evmSlug(params.chain)
      return chain && isEvmAddress(address) && anyTokenIdProblem(tokenId) === null ? { kind: 'nft', chain, address, tokenId } : null
    }
    case '/solana/$network/token/$address/pairs':
      return isSolanaNetwork(network) && isSolanaAddress(address) ? { kind: 'solana-pairs', network, address } : null
    default:
      return null
  }
}

/** A line naming a view in "Recently viewed"; null for pages that are not views of data (home, settings, forms). */
export function viewTitle(routeId: string, params: Params): string | null {
  const target = viewTarget(routeId, params)
  if (target) return `${defaultLabel(target)} · ${placeOf(target)}`
  if (routeId === '/market/top-movers') return 'Top movers · Ethereum'
  if (routeId === '/rpc/$chain/block/$blockHash/tx/$index' && params.blockHash) {
    return `RPC lookup: transaction ${params.index ?? ''} of block ${shortenHex(params.blockHash, 10, 8)}`
  }
  return null
}
