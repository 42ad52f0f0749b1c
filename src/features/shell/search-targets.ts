import type { LinkOptions } from '@tanstack/react-router'
import type { QueryKind } from '../../lib/classify-query'

export interface SearchTarget {
  label: string
  link: LinkOptions
}

export function searchTargets(kind: QueryKind, query: string, chain: string): SearchTarget[] {
  switch (kind) {
    case 'transaction':
      return [{ label: 'Transaction', link: { to: '/$chain/tx/$hash', params: { chain, hash: query } } }]
    case 'evm-address':
      return [
        { label: 'Token transfers (ERC20 contract)', link: { to: '/$chain/token/$address', params: { chain, address: query } } },
        { label: 'NFT transfers (wallet)', link: { to: '/$chain/wallet/$address/nft-transfers', params: { chain, address: query } } },
        { label: 'NFT collection', link: { to: '/$chain/collection/$address', params: { chain, address: query } } },
      ]
    case 'solana-address':
      return [{ label: 'Solana token pairs', link: { to: '/solana/$network/token/$address/pairs', params: { network: 'mainnet', address: query } } }]
    case 'unknown':
      return []
  }
}
