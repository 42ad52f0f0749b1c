import type { EvmChain, SolanaNetwork } from '@/chains'
import { evmAddressProblem } from './values/evm-address-checksum'
import { tokenIdProblem } from './values/token-id'

/**
 * What a pasted string asks for. `chain` is the chain a link named; null means the search box decides (the
 * header's chain for an address, every chain for a transaction hash).
 */
export type SearchInput =
  | { kind: 'empty' }
  | { kind: 'transaction'; hash: string; chain: EvmChain | null }
  | { kind: 'address'; address: string; chain: EvmChain | null; /** a link said it is an NFT contract */ collection: boolean }
  | { kind: 'nft'; address: string; tokenId: string; chain: EvmChain | null }
  | { kind: 'solana-address'; address: string; network: SolanaNetwork }
  | { kind: 'invalid'; message: string; /** the hosts understood, when the problem is an unknown host */ hosts?: readonly string[] }

export function nftInput(address: string, tokenId: string, chain: EvmChain | null): SearchInput {
  const problem = evmAddressProblem(address) ?? tokenIdProblem(tokenId, 'decimal')
  return problem ? { kind: 'invalid', message: problem } : { kind: 'nft', address, tokenId, chain }
}

export const SOLANA_SIGNATURE = 'That looks like a Solana transaction signature; Chainview shows Solana token pairs, not transactions.'
