import type { NftParams } from '@/api/nft'
import type { NftTransfersFilters } from '@/api/nft-transfers'
import { findEvmChain, findRpcChain, retiredName, retiredOn, type ChainSet, type EvmChain, type RpcChain } from '@/chains'
import { parseNftTransfersFilters } from '@/deep-links/nft-transfers-filters'
import type { NftTransfersSearch } from '@/deep-links/nft-transfers-search'
import { parseNftInput } from '@/deep-links/nft-input'
import type { NftSearch } from '@/deep-links/nft-search'
import { parseInternalFlag, type TransactionSearch } from '@/lib/transaction-search'
import { readBooleanParam } from '@/lib/boolean-param'
import { parseRangeFilters, type RangeFilters, type RangeSearch } from '@/lib/range-filters'
import { parseSolanaPairsInput, type SolanaPairsInput } from '@/lib/solana-pairs-input'
import { blockHashProblem } from '@/lib/values/block-hash'
import { blockIndexProblem, parseBlockIndex } from '@/lib/values/block-index'
import { evmAddressProblem } from '@/lib/values/evm-address-checksum'
import { transactionHashProblem } from '@/lib/values/transaction-hash'

/**
 * Every view's deep link checked once: the route loaders, the tab titles and the server's link previews read a link
 * through these, so all three agree on what a link means and which links are unusable.
 */
export interface UnknownChainLink {
  status: 'unknown-chain'
  /** the :chain segment as typed */
  value: string
  set: ChainSet
  /** what the provider retired, and when, where it has: the link explains that instead of listing chains */
  retired?: { label: string; retiredOn: string }
}

export interface InvalidLink {
  status: 'invalid'
  problems: string[]
}

export type Checked<T> = ({ status: 'ok' } & T) | InvalidLink
type CheckedOnChain<T> = Checked<T> | UnknownChainLink

export type TransactionLink = CheckedOnChain<{ chain: EvmChain; hash: string; includeInternal: boolean }>
/** A link to an address on a chain, with what its search adds. */
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

/** The chain a :chain segment names, if the provider still serves it for this set of operations. */
function servedChain(value: string, set: ChainSet): EvmChain | UnknownChainLink {
  const chain = findEvmChain(value, set)
  if (!chain) return { status: 'unknown-chain', value, set }
  const retired = retiredOn(chain, set)
  return retired ? { status: 'unknown-chain', value, set, retired: { label: retiredName(chain), retiredOn: retired } } : chain
}

function isUnserved(chain: EvmChain | UnknownChainLink): chain is UnknownChainLink {
  return 'status' in chain
}

export function present(problems: (string | null)[]): string[] {
  return problems.filter((problem): problem is string => problem !== null)
}

export function readTransactionLink(params: { chain: string; hash: string }, search: TransactionSearch): TransactionLink {
  const chain = servedChain(params.chain, 'general')
  if (isUnserved(chain)) return chain
  const { include, problem } = parseInternalFlag(search)
  const problems = present([transactionHashProblem(params.hash), problem])
  return problems.length > 0 ? { status: 'invalid', problems } : { status: 'ok', chain, hash: params.hash, includeInternal: include }
}

/**
 * An address on a chain the provider serves for this set of operations, with what the link's search adds: the
 * address's problem (named by `noun`) comes first, then the search's. The token, wallet and collection links are this.
 */
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
