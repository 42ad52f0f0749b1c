import type { EvmChain, SolanaNetwork } from '@/chains'
import { tokenIdProblem } from './token-id'
import { isEvmAddress } from './evm-address'

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
  const problem = addressProblemText(address) ?? tokenIdProblem(tokenId, 'decimal')
  return problem ? { kind: 'invalid', message: problem } : { kind: 'nft', address, tokenId, chain }
}

/** Why something shaped like an EVM hex value is neither an address nor a transaction hash, or null. */
export function addressProblemText(value: string): string | null {
  if (isEvmAddress(value)) return null
  if (/^0x[0-9a-fA-F]{40}$/.test(value)) return `${value} has mixed case that is not a valid checksum: check for a typo`
  return `“${value.slice(0, 80)}” is not an address (0x and 40 hex digits)`
}

export const SOLANA_SIGNATURE = 'That looks like a Solana transaction signature; Chainview shows Solana token pairs, not transactions.'
