import { Link } from '@tanstack/react-router'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { WalletToken, WalletTokensPage } from '@/api/wallet-tokens'
import type { EvmChain } from '@/chains'
import { InfiniteTable, type Column } from '@/components/InfiniteTable'
import { LogoPlaceholder } from '@/components/LogoPlaceholder'
import { NotANumber } from '@/components/NotANumber'
import { PercentChange } from '@/components/PercentChange'
import { SafeImage } from '@/components/SafeImage'
import { Skeleton } from '@/components/Skeleton'
import { TokenAmount } from '@/components/TokenAmount'
import { UntrustedText } from '@/components/UntrustedText'
import { UsdValue } from '@/components/UsdValue'
import { fixedDecimal } from '@/lib/decimal'
import { isDecimalText, shortenHex } from '@/lib/format'
import { trimTokenText } from '@/lib/token-text'

const BADGE = 'rounded border px-1.5 py-0.5 text-xs font-medium'

function TokenCell({ chain, row }: { chain: EvmChain; row: WalletToken }) {
  const symbol = trimTokenText(row.symbol)
  const name = <UntrustedText value={trimTokenText(row.name) ?? symbol} fallback={shortenHex(row.token_address)} maxLength={80} />
  return (
    <div className="flex min-w-0 items-center gap-2">
      <SafeImage src={row.logo} alt="" className="h-6 w-6 shrink-0 rounded-full" fallback={<LogoPlaceholder symbol={symbol} />} />
      <div className="min-w-0 max-w-[16rem] sm:max-w-[12rem]">
        {row.native_token ? (
          <span className="block truncate font-medium">{name}</span>
        ) : (
          <Link
            to="/$chain/token/$address"
            params={{ chain: chain.slug, address: row.token_address }}
            className="block truncate font-medium text-accent hover:underline"
            title="This token’s transfers"
          >
            {name}
          </Link>
        )}
        <span className="flex flex-wrap items-center gap-1 text-xs text-muted">
          <UntrustedText value={symbol} maxLength={24} className="max-w-[6rem] truncate" />
          {row.native_token && <span className={`${BADGE} border-line`}>Native coin</span>}
          {row.verified_contract === true && <span className={`${BADGE} border-gain/40 text-gain`}>✓ Verified</span>}
          {row.possible_spam && <span className={`${BADGE} border-warn/50 bg-warn/15 text-warn`}>⚠ Possible spam</span>}
        </span>
        <span className="mt-1 flex flex-wrap items-baseline gap-x-2 sm:hidden">
          <TokenAmount value={row.balance} decimals={row.decimals} symbol={row.symbol} copyable={false} />
          <UsdValue value={row.usd_value} />
        </span>
      </div>
    </div>
  )
}

function Share({ value }: { value: string | null }) {
  if (value === null) return <span className="text-muted">—</span>
  if (!isDecimalText(value)) return <NotANumber raw={value} />
  return <span className="tabular-nums" title={`${value}%`}>{`${fixedDecimal(value, 2)}%`}</span>
}

/** Columns shown from `sm` up; below it the token's cell carries its balance and value. */
const WIDE_ONLY = 'hidden sm:table-cell'

export function walletTokenColumns(chain: EvmChain): Column<WalletToken>[] {
  return [
    { key: 'token', header: 'Token', skeleton: <Skeleton className="h-4 w-32" />, cell: (row) => <TokenCell chain={chain} row={row} /> },
    {
      key: 'balance',
      header: 'Balance',
      skeleton: <Skeleton className="ml-auto h-4 w-24" />,
      className: `text-right ${WIDE_ONLY}`,
      cell: (row) => <TokenAmount value={row.balance} decimals={row.decimals} symbol={row.symbol} />,
    },
    {
      key: 'price',
      header: 'Price',
      skeleton: <Skeleton className="ml-auto h-4 w-16" />,
      className: `text-right ${WIDE_ONLY}`,
      cell: (row) => <UsdValue value={row.usd_price} />,
    },
    {
      key: 'change',
      header: '24 h',
      skeleton: <Skeleton className="ml-auto h-4 w-12" />,
      className: `text-right ${WIDE_ONLY}`,
      cell: (row) => <PercentChange value={row.usd_price_24hr_percent_change} />,
    },
    {
      key: 'value',
      header: 'Value',
      skeleton: <Skeleton className="ml-auto h-4 w-20" />,
      className: `text-right ${WIDE_ONLY}`,
      cell: (row) => <UsdValue value={row.usd_value} />,
    },
    {
      key: 'share',
      header: 'Share of portfolio',
      skeleton: <Skeleton className="ml-auto h-4 w-12" />,
      className: `text-right ${WIDE_ONLY}`,
      cell: (row) => <Share value={row.portfolio_percentage} />,
    },
  ]
}

interface Props {
  chain: EvmChain
  rows: WalletToken[]
  paging: UseInfiniteQueryResult<InfiniteData<WalletTokensPage>>
}

export function WalletTokensTable({ chain, rows, paging }: Props) {
  return (
    <InfiniteTable
      caption="Tokens this wallet holds, its native coin first"
      columns={walletTokenColumns(chain)}
      rows={rows}
      rowKey={(row) => row.token_address}
      paging={paging}
      noun="tokens"
      estimateRowHeight={53}
    />
  )
}
