import { findEvmChain } from '@/chains'
import { shortenHex } from '@/lib/short-hex'
import type { SolanaNetwork } from '@/lib/solana-pairs-input'

/** What a watchlist entry points at; each kind is one view. */
export type WatchTarget =
  | { kind: 'transaction'; chain: string; hash: string }
  | { kind: 'token' | 'wallet' | 'collection'; chain: string; address: string }
  | { kind: 'nft'; chain: string; address: string; tokenId: string }
  | { kind: 'solana-pairs'; network: SolanaNetwork; address: string }

export type WatchKind = WatchTarget['kind']

/** The kinds in the order the home page lists them, with their group headings. */
export const WATCH_KINDS: readonly { kind: WatchKind; heading: string; noun: string }[] = [
  { kind: 'token', heading: 'Tokens', noun: 'Token' },
  { kind: 'wallet', heading: 'Wallets', noun: 'Wallet' },
  { kind: 'nft', heading: 'NFTs', noun: 'NFT' },
  { kind: 'collection', heading: 'Collections', noun: 'Collection' },
  { kind: 'transaction', heading: 'Transactions', noun: 'Transaction' },
  { kind: 'solana-pairs', heading: 'Solana tokens', noun: 'Solana token' },
]

/** One entry per thing watched: EVM hex is compared in lower case, Solana's base58 as it is. */
export function watchKey(target: WatchTarget): string {
  switch (target.kind) {
    case 'transaction':
      return `transaction:${target.chain}:${target.hash.toLowerCase()}`
    case 'nft':
      return `nft:${target.chain}:${target.address.toLowerCase()}:${target.tokenId}`
    case 'solana-pairs':
      return `solana-pairs:${target.network}:${target.address}`
    default:
      return `${target.kind}:${target.chain}:${target.address.toLowerCase()}`
  }
}

/** "Ethereum", "Solana mainnet": where the target lives, for a reader. */
export function placeOf(target: WatchTarget): string {
  if (target.kind === 'solana-pairs') return `Solana ${target.network}`
  return findEvmChain(target.chain, target.kind === 'collection' ? 'collection' : 'general')?.label ?? target.chain
}

/** "Token 0xa0b8…eb48 · Ethereum": the target and where it lives, as "Recently viewed" lists it. */
export function targetTitle(target: WatchTarget): string {
  return `${defaultLabel(target)} · ${placeOf(target)}`
}

/** A label for a target nobody has named: "Token 0xa0b8…eb48". */
export function defaultLabel(target: WatchTarget): string {
  const noun = WATCH_KINDS.find((entry) => entry.kind === target.kind)?.noun ?? 'View'
  switch (target.kind) {
    case 'transaction':
      return `${noun} ${shortenHex(target.hash, 10, 8)}`
    case 'nft':
      return `${noun} ${shortenHex(target.address)} #${target.tokenId.length > 16 ? `${target.tokenId.slice(0, 12)}…` : target.tokenId}`
    default:
      return `${noun} ${shortenHex(target.address)}`
  }
}
