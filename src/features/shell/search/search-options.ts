import type { LinkOptions } from '@tanstack/react-router'
import { retiredOn, type ChainSet, type EvmChain } from '@/chains'
import { displayText } from '@/lib/display-text'
import { shortenHex } from '@/lib/format'
import type { SearchInput } from '@/lib/search-input'
import { shortTokenId } from '@/lib/values/token-id'
import { linkTo } from '@/views/view-path'
import { WATCH_HOMES } from '@/views/watch-homes.gen'
import type { AddressKind } from './address-kind'
import type { ProbeOutcome, ProbeProgress } from './transaction-probe'

export type SearchAction = { type: 'open'; link: LinkOptions } | { type: 'find-transaction' } | { type: 'ask-failed-again' }

export interface SearchOption {
  /** stable within one search, for the option's element id */
  key: string
  label: string
  detail: string
  action: SearchAction
}

/** What the search box shows for what was typed: the options, a line of progress, or why nothing fits. */
export interface SearchView {
  options: SearchOption[]
  status: string
  /** what a screen reader hears; the status unless the options already show it */
  announcement: string
  problem: string | null
  hosts: readonly string[]
  /** Enter waits for an answer rather than picking an option now */
  busy: boolean
}

export interface TransactionSearchState {
  submitted: boolean
  outcome: ProbeOutcome | undefined
  progress: ProbeProgress | null
  error: string | null
}

export interface AddressKindState {
  kind: AddressKind | undefined
  pending: boolean
}

const view = (partial: Partial<SearchView>): SearchView => ({
  options: [],
  status: '',
  problem: null,
  hosts: [],
  busy: false,
  ...partial,
  announcement: partial.announcement ?? partial.problem ?? partial.status ?? '',
})

const openTransaction = (chain: EvmChain, hash: string): SearchOption => ({
  key: `tx-${chain.slug}`,
  label: `Transaction on ${chain.label}`,
  detail: shortenHex(hash, 10, 8),
  action: { type: 'open', link: { to: '/$chain/tx/$hash', params: { chain: chain.slug, hash } } },
})

const labels = (chains: EvmChain[]) => chains.map((chain) => chain.label).join(', ')

function transactionView(hash: string, header: EvmChain, search: TransactionSearchState): SearchView {
  const { outcome, progress } = search
  if (!search.submitted) {
    const find: SearchOption = {
      key: 'find',
      label: 'Find this transaction on every chain',
      detail: `${header.general ? header.label : 'Ethereum'} first`,
      action: { type: 'find-transaction' },
    }
    return view({ options: header.general ? [find, openTransaction(header, hash)] : [find], status: 'Enter looks for this transaction on every chain' })
  }
  if (search.error) return view({ problem: `The search stopped: ${search.error}` })
  if (!outcome) {
    if (!progress || progress.answered === 0) return view({ status: `Looking on ${progress ? `${progress.total} chains` : 'every chain'}…`, busy: true })
    const found = progress.found.length > 0 ? `found on ${labels(progress.found)}` : `${progress.answered} of ${progress.total} answered`
    return view({ status: `Looking on ${progress.total} chains… ${found}`, busy: true })
  }
  const failed =
    outcome.failed.length > 0 ? ` Could not ask ${outcome.failed.map(({ chain, message }) => `${chain.label} (${displayText(message, 80)})`).join(', ')}.` : ''
  const askAgain: SearchOption[] =
    outcome.failed.length > 0
      ? [{ key: 'again', label: `Ask ${labels(outcome.failed.map(({ chain }) => chain))} again`, detail: '', action: { type: 'ask-failed-again' } }]
      : []
  if (outcome.found.length === 0) {
    const asked = outcome.absent
    const problem = `No transaction with this hash on any of the ${asked.length} chains asked: ${labels(asked)}.${failed}`
    return view({ problem, options: askAgain })
  }
  const status =
    outcome.found.length === 1 ? `Found on ${outcome.found[0]?.label}.${failed}` : `Found on ${outcome.found.length} chains: ${labels(outcome.found)}.${failed}`
  return view({ status, options: [...outcome.found.map((chain) => openTransaction(chain, hash)), ...askAgain] })
}

/** The address options: each opens its kind's home (src/views/watch-homes.gen.ts), the view a watched one opens. */
type AddressView = 'collection' | 'token' | 'wallet'

function openAddress(chain: EvmChain, address: string, target: AddressView, label: string, detail: string): SearchOption {
  const link = { to: linkTo(WATCH_HOMES[target].route), params: { chain: chain.slug, address } } as LinkOptions
  return { key: target, label, detail, action: { type: 'open', link } }
}

const genericLabel = (target: AddressView) => WATCH_HOMES[target].searchLabel

/** Whether the home takes this chain: the search asks here about the chains of the general set only. */
function opensOn(chain: EvmChain, set: ChainSet): boolean {
  if (set === 'general') return true
  return (set === 'collection' ? chain.collection : chain.general) && !retiredOn(chain, set)
}

function bestView(kind: AddressKind): { target: AddressView; label: string } | null {
  switch (kind.kind) {
    case 'collection':
      return { target: 'collection', label: `NFT collection · ${displayText(kind.name ?? 'unnamed', 80)}` }
    case 'erc20':
      return { target: 'token', label: `ERC20 token · ${displayText(kind.name ?? kind.symbol ?? 'unnamed', 80)}` }
    case 'wallet':
      return { target: 'wallet', label: 'Wallet' }
    case 'unknown':
      return null
  }
}

function addressView(address: string, chain: EvmChain, collectionLink: boolean, state: AddressKindState): SearchView {
  const where = `on ${chain.label}`
  if (collectionLink || !chain.general) return view({ options: [openAddress(chain, address, 'collection', genericLabel('collection'), where)] })
  // Where the provider retired the NFT operations, a home that reads them is not offered.
  const offered = (target: AddressView) => opensOn(chain, WATCH_HOMES[target].chainSet)
  const generic = (['token', 'wallet', 'collection'] as const).filter(offered)
  const found = state.kind ? bestView(state.kind) : null
  const best = found && offered(found.target) ? found : null
  const options = [
    ...(best ? [openAddress(chain, address, best.target, best.label, where)] : []),
    ...generic.filter((target) => target !== best?.target).map((target) => openAddress(chain, address, target, genericLabel(target), where)),
  ]
  if (state.pending) return view({ options, status: `Finding out what this address is ${where}…`, busy: true })
  if (state.kind?.kind === 'unknown')
    return view({ options, status: `Could not tell what this address is ${where} (${displayText(state.kind.problem, 120)}): pick a view.` })
  return view({ options, announcement: best ? `${best.label} ${where}` : '' })
}

export interface SearchState {
  header: EvmChain
  transaction: TransactionSearchState
  address: AddressKindState
}

export function searchView(input: SearchInput, { header, transaction, address }: SearchState): SearchView {
  switch (input.kind) {
    case 'empty':
      return view({})
    case 'invalid':
      return view({ problem: input.message, hosts: input.hosts ?? [] })
    case 'transaction':
      return input.chain ? view({ options: [openTransaction(input.chain, input.hash)] }) : transactionView(input.hash, header, transaction)
    case 'address':
      return addressView(input.address, input.chain ?? header, input.collection, address)
    case 'nft': {
      const chain = input.chain ?? header
      const link: LinkOptions = { to: '/$chain/nft/$address/$tokenId', params: { chain: chain.slug, address: input.address, tokenId: input.tokenId } }
      return view({
        options: [
          {
            key: 'nft',
            label: `NFT #${shortTokenId(input.tokenId)}`,
            detail: `${shortenHex(input.address)} on ${chain.label}`,
            action: { type: 'open', link },
          },
        ],
      })
    }
    case 'solana-address': {
      const networks = input.network === 'mainnet' ? (['mainnet', 'devnet'] as const) : (['devnet'] as const)
      return view({
        options: networks.map((network) => ({
          key: `solana-${network}`,
          label: 'Solana token pairs',
          detail: `Solana ${network}`,
          action: { type: 'open', link: { to: '/solana/$network/token/$address/pairs', params: { network, address: input.address } } },
        })),
      })
    }
  }
}
