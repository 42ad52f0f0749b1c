import { useMemo, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { walletTokensQuery, type WalletToken } from '@/api/wallet-tokens'
import { retiredOn, type EvmChain } from '@/chains'
import { CopyButton } from '@/components/CopyButton'
import { CsvExportControl } from '@/components/csv-export/CsvExportControl'
import { ErrorPanel } from '@/components/ErrorPanel'
import { RetryNotice } from '@/components/RetryNotice'
import { SavedCopyNotice } from '@/components/saved-copy/SavedCopyNotice'
import { SkeletonRows } from '@/components/SkeletonRows'
import { ViewActions } from '@/components/ViewActions'
import { WatchToggle } from '@/components/WatchToggle'
import { csvFileName, type CsvFileSubject } from '@/lib/csv/csv-file-name'
import type { CsvColumn } from '@/lib/csv/csv-writer'
import { exactUnits, groupDigits } from '@/lib/format'
import { useDeferredInfiniteQuery } from '@/lib/use-deferred-infinite-query'
import type { WatchTarget } from '@/lib/watchlist/watch-target'
import { walletTokenColumns, WalletTokensTable } from './WalletTokensTable'

/** One line per holding: the full address, the raw balance and the same balance in whole tokens, exactly. */
const CSV_COLUMNS: CsvColumn<WalletToken>[] = [
  { header: 'token_address', value: (row) => row.token_address },
  { header: 'name', value: (row) => row.name },
  { header: 'symbol', value: (row) => row.symbol },
  { header: 'decimals', value: (row) => row.decimals },
  { header: 'native', value: (row) => row.native_token },
  { header: 'balance_raw', value: (row) => row.balance },
  // Without decimals there is no whole-token balance to state; the raw one still is.
  { header: 'balance', value: (row) => (row.decimals === null ? '' : exactUnits(row.balance, row.decimals)) },
  { header: 'usd_price', value: (row) => row.usd_price },
  { header: 'usd_value', value: (row) => row.usd_value },
  { header: 'portfolio_percentage', value: (row) => row.portfolio_percentage },
  { header: 'verified_contract', value: (row) => row.verified_contract },
  { header: 'possible_spam', value: (row) => row.possible_spam },
]

/** The native coin first, then the provider's order. */
function nativeFirst(rows: WalletToken[]): WalletToken[] {
  return [...rows.filter((row) => row.native_token), ...rows.filter((row) => !row.native_token)]
}

interface Props {
  chain: EvmChain
  address: string
  /** what the Watch button keeps (the view's declaration names it) */
  watchTarget: WatchTarget
  /** what the CSV file is of (the view's declaration names it) */
  csvFile: CsvFileSubject
}

export function WalletTokensPage({ chain, address, watchTarget, csvFile }: Props) {
  const listQuery = walletTokensQuery({ chain: chain.apiChain, address })
  const query = useDeferredInfiniteQuery(listQuery)
  const [showSpam, setShowSpam] = useState(false)
  const all = useMemo(() => nativeFirst(query.data?.pages.flatMap((page) => page.items) ?? []), [query.data])
  const spamCount = all.filter((row) => row.possible_spam).length
  const rows = useMemo(() => (showSpam ? all : all.filter((row) => !row.possible_spam)), [all, showSpam])
  const nftsOffered = !retiredOn(chain, 'nft')
  return (
    <div className="space-y-4">
      <div className="min-w-0">
        <h1 className="text-xl font-semibold">Wallet</h1>
        <p className="flex flex-wrap items-center gap-1 text-sm text-muted">
          <span>Tokens on {chain.label} ·</span>
          <span className="break-all font-mono">{address}</span>
          <CopyButton value={address} label="Copy wallet address" />
        </p>
      </div>
      <ViewActions>
        <WatchToggle target={watchTarget} />
        {all[0] !== undefined && (
          <CsvExportControl
            query={listQuery}
            rowsOf={(page) => page.items}
            columns={CSV_COLUMNS}
            fileName={(flags) => csvFileName({ ...csvFile, ...flags })}
            noun="tokens"
            scope="this wallet holds, spam included"
          />
        )}
        {nftsOffered && (
          <Link to="/$chain/wallet/$address/nft-transfers" params={{ chain: chain.slug, address }} className="text-sm font-medium text-accent hover:underline">
            NFT transfers of this wallet
          </Link>
        )}
      </ViewActions>
      {query.isPending && query.failureCount > 0 && <RetryNotice failure={query.failureReason} failureCount={query.failureCount} />}
      <SavedCopyNotice />
      {query.isPending ? (
        <SkeletonRows rows={6} columns={walletTokenColumns(chain)} label="Loading the wallet’s tokens" />
      ) : query.isError && !query.data ? (
        <ErrorPanel error={query.error} subject="the wallet’s tokens" onRetry={() => void query.refetch()} />
      ) : all[0] === undefined ? (
        <p className="rounded-lg border border-line bg-raised p-6 text-center text-muted">This wallet holds no tokens on {chain.label}.</p>
      ) : (
        <>
          {spamCount > 0 && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              <span>
                {showSpam ? 'Showing' : 'Hidden:'} {groupDigits(String(spamCount))} possible spam {spamCount === 1 ? 'token' : 'tokens'}
              </span>
              <button
                type="button"
                aria-pressed={showSpam}
                onClick={() => setShowSpam((shown) => !shown)}
                className="rounded-md border border-line bg-raised px-2 py-1 font-medium text-fg hover:bg-sunken"
              >
                {showSpam ? 'Hide them' : 'Show them'}
              </button>
            </p>
          )}
          <WalletTokensTable chain={chain} rows={rows} paging={query} />
        </>
      )}
    </div>
  )
}
