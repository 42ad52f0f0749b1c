import type { NftParams } from '@/api/nft'
import type { NftTransfersFilters } from '@/api/nft-transfers'
import { findRpcChain, type ChainSet, type EvmChain, type RpcChain } from '@/chains'
import { parseNftTransfersFilters } from '@/deep-links/nft-transfers-filters'
import type { NftTransfersSearch } from '@/deep-links/nft-transfers-search'
import { parseNftInput } from '@/deep-links/nft-input'
import type { NftSearch } from '@/deep-links/nft-search'
import { readBooleanParam } from '@/lib/boolean-param'
import { parseRangeFilters, type RangeFilters, type RangeSearch } from '@/lib/range-filters'
import { parseSolanaPairsInput, type SolanaPairsInput } from '@/lib/solana-pairs-input'
import { blockHashProblem } from '@/lib/values/block-hash'
import { blockIndexProblem, parseBlockIndex } from '@/lib/values/block-index'
import { evmAddressProblem } from '@/lib/values/evm-address-checksum'
import { isUnserved, present, servedChain, type Checked, type CheckedOnChain } from './checked-link'

/**
 * The deep links of the views read by address, and of the Solana pairs and RPC views, each checked once: the route
 * loaders, the tab titles and the server's link previews read a link through these, so all three agree on what a link
 * means and which links are unusable. The transaction's is transaction-link.ts, the board's top-movers-link.ts.
 */
export type AddressLink<Extra = unknown> = CheckedOnChain<{ chain: EvmChain; address: string } & Extra>
export type Erc20TransfersLink = AddressLink<{ filters: RangeFilters }>
export type NftTransfersLink = AddressLink<{ filters: NftTransfersFilters }>
export type NftLink = CheckedOnChain<{ chain: EvmChain; params: Omit<NftParams, 'chain'> }>
export type CollectionLink = AddressLink<{ includePrices: boolean }>
export type SolanaPairsLink = Checked<{ input: SolanaPairsInput }>
export type RpcTransactionLink =
  | Checked<{ chain: RpcChain; blockHash: string; index: bigint; indexText: string }>
  | { status: 'unknown-rpc-chain'; value: string; retired?: { label: string; retiredOn: string } }

export interface CollectionSearch {
  include_prices?: string
}

export interface PairsSearch {
  /** page size */
  limit?: string
}

export function readAddressLink<Extra extends object = object>(
  params: { chain: string; address: string },
  set: ChainSet,
  noun?: string,
  search: { value: Extra; problems: string[] } = { value: {} as Extra, problems: [] },
): AddressLink<Extra> {
  const chain = servedChain(params.chain, set)
  if (isUnserved(chain)) return chain
  const problems = present([evmAddressProblem(params.address, noun), ...search.problems])
  return problems.length > 0 ? { status: 'invalid', problems } : { status: 'ok', chain, address: params.address, ...search.value }
}

export function readErc20TransfersLink(params: { chain: string; address: string }, search: RangeSearch): Erc20TransfersLink {
  const { filters, problems } = parseRangeFilters(search)
  return readAddressLink(params, 'general', undefined, { value: { filters }, problems })
}

export function readNftTransfersLink(params: { chain: string; address: string }, search: NftTransfersSearch): NftTransfersLink {
  const { filters, problems } = parseNftTransfersFilters(search)
  return readAddressLink(params, 'nft', 'wallet address', { value: { filters }, problems })
}

export function readNftLink(params: { chain: string; address: string; tokenId: string }, search: NftSearch): NftLink {
  const chain = servedChain(params.chain, 'nft')
  if (isUnserved(chain)) return chain
  const { params: request, problems } = parseNftInput(params.address, params.tokenId, search)
  return problems.length > 0 ? { status: 'invalid', problems } : { status: 'ok', chain, params: request }
}

export function readCollectionLink(params: { chain: string; address: string }, search: CollectionSearch): CollectionLink {
  const includePrices = readBooleanParam('include_prices', search.include_prices, false)
  return readAddressLink(params, 'collection', 'contract address', {
    value: { includePrices: includePrices.value },
    problems: present([includePrices.problem]),
  })
}

export function readSolanaPairsLink(params: { network: string; address: string }, search: PairsSearch): SolanaPairsLink {
  const { params: input, problems } = parseSolanaPairsInput(params.network, params.address, search.limit)
  return input ? { status: 'ok', input } : { status: 'invalid', problems }
}

export function readRpcTransactionLink(params: { chain: string; blockHash: string; index: string }): RpcTransactionLink {
  const chain = findRpcChain(params.chain)
  if (!chain) return { status: 'unknown-rpc-chain', value: params.chain }
  if (chain.retiredOn) return { status: 'unknown-rpc-chain', value: params.chain, retired: { label: chain.label, retiredOn: chain.retiredOn } }
  const index = parseBlockIndex(params.index)
  const problems = present([blockHashProblem(params.blockHash), blockIndexProblem(params.index)])
  if (problems.length > 0 || index === null) return { status: 'invalid', problems }
  return { status: 'ok', chain, blockHash: params.blockHash, index, indexText: params.index }
}
