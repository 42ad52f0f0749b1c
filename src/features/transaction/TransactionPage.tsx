import { lazy, Suspense, useDeferredValue, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '@/api/errors'
import { transactionQuery, type Transaction } from '@/api/transaction'
import type { EvmChain } from '@/chains'
import { ErrorPanel } from '@/components/ErrorPanel'
import { RetryNotice } from '@/components/RetryNotice'
import { SavedCopyNotice } from '@/components/saved-copy/SavedCopyNotice'
import { WatchToggle } from '@/components/WatchToggle'
import { decodeInput } from '@/lib/decode-input'
import { decodeTokenEvent } from '@/lib/decode-log'
import type { DecodedTransaction } from '@/lib/abi-decode/decode-transaction'
import { useDecodedTransaction } from '@/lib/abi-decode/use-decoded-transaction'
import { transactionActionText } from '@/lib/tx-story/action-summary'
import { useTitleRefreshOn } from '@/page-meta/use-title-refresh-on'
import { explainTransaction, type StoryTeller, type TransactionStory } from '@/lib/tx-story/explain'
import { movements } from '@/lib/tx-story/movements'
import { storiesMayTell } from '@/lib/tx-story/stories-may-tell'
import { NO_KNOWLEDGE, type Knowledge } from '@/lib/tx-story/knowledge'
import { useStoryTeller } from '@/lib/tx-story/use-stories'
import { useStoryKnowledge } from '@/lib/tx-story/use-story-knowledge'
import type { WatchTarget } from '@/lib/watchlist/watch-target'
import { InputDataSection } from './InputDataSection'
import { InternalTransactionsSection } from './InternalTransactionsSection'
import { LogsSection } from './LogsSection'
import { useTokenDetails } from './token-details'
import { TransactionHeading } from './TransactionHeading'
import { TransactionSkeleton } from './TransactionSkeleton'
import { useKnownBlock } from './known-block'
import { TransactionStoryLine } from './TransactionStoryLine'
import { TransactionStorySections } from './TransactionStorySections'
import { TransactionSummary } from './TransactionSummary'
import { useVerifiedNames } from './verified-names'
import { LazyVerifiedSourcesNote } from './LazyVerifiedViews'

// Shown only for a hash the service does not have, and for an ERC-4337 bundle: chunks of their own, so other
// transactions do not download them.
const TransactionNotFound = lazy(() => import('./TransactionNotFound').then((module) => ({ default: module.TransactionNotFound })))
const UserOperationSections = lazy(() => import('./UserOperationSection').then((module) => ({ default: module.UserOperationSections })))

interface Props {
  chain: EvmChain
  hash: string
  includeInternal: boolean
  onIncludeInternalChange: (include: boolean) => void
  /** what the Watch button keeps (the view's declaration names it) */
  watchTarget: WatchTarget
}

export function TransactionPage({ chain, hash, includeInternal, onIncludeInternalChange, watchTarget }: Props) {
  const query = useQuery({
    ...transactionQuery({ chain: chain.apiChain, hash, include: includeInternal ? 'internal_transactions' : undefined }),
    // Switching internal transactions on or off keeps the rest of the same transaction on screen meanwhile.
    placeholderData: (previous) => (previous?.hash.toLowerCase() === hash.toLowerCase() ? previous : undefined),
  })
  const knownBlock = useKnownBlock(chain.apiChain, hash)
  // The published lists' knowledge of its addresses loads as JSON once the data has come; the line then tells the kind.
  const known = useStoryKnowledge(Number.parseInt(chain.id, 16), query.data)
  const calledContractListed = known === undefined ? undefined : Boolean(query.data?.to_address && known?.(query.data.to_address))
  // The signature index loads beside it; the line, and a watched transaction's name, then name the call.
  const decoded = useDecodedTransaction({ chain: chain.apiChain, hash, tx: query.data, calledContractListed })
  const mayTell = useMemo(
    () => (query.data ? storiesMayTell(query.data, decoded, known ?? NO_KNOWLEDGE, movements(query.data)) : false),
    [query.data, decoded, known],
  )
  const teller = useStoryTeller(mayTell, { tx: query.data, decoded, known })
  const watchLabel = useMemo(
    () => (query.data ? transactionActionText(query.data, chain.apiChain, chain.native, decoded, known ?? undefined, teller) : null),
    [query.data, chain, decoded, known, teller],
  )
  useTitleRefreshOn(decoded || known ? watchLabel : null)
  return (
    <div className="space-y-4">
      <TransactionHeading chain={chain} hash={hash} />
      <WatchToggle target={watchTarget} label={watchLabel} />
      {query.isPending && query.failureCount > 0 && <RetryNotice failure={query.failureReason} failureCount={query.failureCount} />}
      <SavedCopyNotice />
      {query.isPending ? (
        <TransactionSkeleton known={knownBlock} />
      ) : query.isError && query.error instanceof ApiError && query.error.status === 404 ? (
        <Suspense fallback={null}>
          <TransactionNotFound chain={chain} hash={hash} onCheckAgain={() => void query.refetch()} />
        </Suspense>
      ) : query.isError ? (
        <ErrorPanel error={query.error} subject="the transaction" onRetry={() => void query.refetch()} />
      ) : (
        <TransactionDetails
          chain={chain}
          tx={query.data}
          decoded={decoded}
          known={known ?? null}
          teller={teller}
          includeInternal={includeInternal}
          onIncludeInternalChange={onIncludeInternalChange}
          loadingInternal={query.isPlaceholderData}
        />
      )}
    </div>
  )
}

interface DetailsProps {
  chain: EvmChain
  tx: Transaction
  /** the call and logs decoded with the signature index; null until its shards have loaded */
  decoded: DecodedTransaction | null
  /** what the published lists say of its addresses; null until loaded */
  known: Knowledge | null
  /** the stories' pipeline, once loaded for a transaction they could tell */
  teller: StoryTeller | null
  includeInternal: boolean
  onIncludeInternalChange: (include: boolean) => void
  loadingInternal: boolean
}

function TransactionDetails({ chain, tx, decoded, known, teller, includeInternal, onIncludeInternalChange, loadingInternal }: DetailsProps) {
  // The summary paints in the render that brings the data; the sections below it follow in a deferred render,
  // in slices, so decoding the input and the logs does not hold the summary back.
  const sectionsTx = useDeferredValue(tx, null)
  const story = useMemo(() => explainTransaction(tx, decoded, known ?? undefined, teller), [tx, decoded, known, teller])
  const verified = useVerifiedNames(chain, tx, known)
  return (
    <>
      <TransactionStoryLine chain={chain} tx={tx} story={story} />
      <TransactionSummary chain={chain} tx={tx} verifiedNames={verified?.names} known={known} />
      <LazyVerifiedSourcesNote chain={chain} verified={verified} shownAbove={tx.to_address} />
      {sectionsTx && (
        <TransactionSections
          chain={chain}
          tx={sectionsTx}
          story={story}
          decoded={decoded}
          known={known}
          teller={teller}
          includeInternal={includeInternal}
          onIncludeInternalChange={onIncludeInternalChange}
          loadingInternal={loadingInternal}
        />
      )}
    </>
  )
}

interface SectionsProps extends DetailsProps {
  story: TransactionStory
}

function TransactionSections({ chain, tx, story, decoded, includeInternal, onIncludeInternalChange, loadingInternal }: SectionsProps) {
  const events = tx.logs.map((log) => ({ log, event: decodeTokenEvent(log) }))
  const nftContracts = new Set(events.filter(({ event }) => event?.standard === 'erc721').map(({ log }) => log.address.toLowerCase()))
  const calledNft = tx.to_address !== null && nftContracts.has(tx.to_address.toLowerCase())
  const tokens = events.filter(({ event }) => event?.standard === 'erc20').map(({ log }) => log.address)
  const calledToken = tx.to_address !== null && !calledNft && decodeInput(tx.input).call !== null ? [tx.to_address] : []
  const lookup = useTokenDetails(chain.apiChain, [...tokens, ...calledToken])
  return (
    <>
      <TransactionStorySections chain={chain} tx={tx} story={story} />
      <InputDataSection
        chain={chain.slug}
        tx={tx}
        nftContract={calledNft}
        lookup={lookup}
        decoding={decoded?.call ?? null}
        routerSteps={decoded?.routerSteps ?? null}
      />
      {decoded && decoded.userOperations.length > 0 && (
        <Suspense fallback={null}>
          <UserOperationSections chain={chain.slug} nativeSymbol={chain.native.symbol} operations={decoded.userOperations} />
        </Suspense>
      )}
      <LogsSection chain={chain.slug} logs={tx.logs} lookup={lookup} decodings={decoded?.events ?? null} />
      <InternalTransactionsSection
        chain={chain.slug}
        nativeSymbol={chain.native.symbol}
        calls={tx.internal_transactions}
        included={includeInternal}
        loading={loadingInternal}
        onIncludedChange={onIncludeInternalChange}
        decodings={decoded?.internalCalls ?? null}
      />
    </>
  )
}
