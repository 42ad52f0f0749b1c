import { useMemo } from 'react'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { CursorPage } from '@/api/paging'
import type { SolanaPair } from '@/api/solana-pairs'
import { InfiniteTable, type Column } from '@/components/InfiniteTable'
import { Skeleton } from '@/components/Skeleton'
import type { SolanaNetwork } from '@/lib/solana-pairs-input'
import { ExchangeCell } from './ExchangeCell'
import { PairLabel } from './PairLabel'
import { PairToken } from './PairToken'
import { PercentChange } from '@/components/PercentChange'
import { UsdValue } from '@/components/UsdValue'

interface Props {
  network: SolanaNetwork
  /** the token whose pairs these are */
  address: string
  query: UseInfiniteQueryResult<InfiniteData<CursorPage<SolanaPair>>>
}

export function pairColumns(network: SolanaNetwork, address: string): Column<SolanaPair>[] {
  return [
    {
      key: 'exchange',
      header: 'Exchange',
      skeleton: (
        <span className="flex items-center gap-2">
          <Skeleton className="h-6 w-6 rounded-full" />
          <Skeleton className="h-4 w-28" />
        </span>
      ),
      className: 'min-w-[9rem]',
      cell: (row) => <ExchangeCell pair={row} />,
    },
    { key: 'pair', header: 'Pair', skeleton: <Skeleton className="h-4 w-20" />, cell: (row) => <PairLabel pair={row} /> },
    {
      key: 'tokens',
      header: 'Tokens',
      skeleton: <Skeleton className="h-4 w-32 max-sm:hidden" />,
      className: 'min-w-[10rem]',
      cell: (row) => (
        <span className="flex flex-col gap-1">
          {row.pair.map((token) => (
            <PairToken key={`${token.pairTokenType ?? ''}:${token.tokenAddress}`} token={token} network={network} current={token.tokenAddress === address} />
          ))}
        </span>
      ),
    },
    {
      key: 'price',
      header: 'Price',
      skeleton: <Skeleton className="ml-auto h-4 w-20" />,
      className: 'text-right',
      cell: (row) => <UsdValue value={row.usdPrice} />,
    },
    {
      key: 'change',
      header: '24h %',
      skeleton: <Skeleton className="h-4 w-16 max-sm:hidden" />,
      className: 'text-right',
      cell: (row) => <PercentChange value={row.usdPrice24hrPercentChange} />,
    },
    {
      key: 'usdChange',
      header: '24h USD',
      skeleton: <Skeleton className="h-4 w-16 max-sm:hidden" />,
      className: 'text-right',
      cell: (row) => <UsdValue value={row.usdPrice24hrUsdChange} signed />,
    },
    {
      key: 'liquidity',
      header: 'Liquidity',
      skeleton: <Skeleton className="h-4 w-16 max-sm:hidden" />,
      className: 'text-right',
      cell: (row) => <UsdValue value={row.liquidityUsd} compact />,
    },
  ]
}

export function PairsTable({ network, address, query }: Props) {
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data])
  const tableColumns = useMemo(() => pairColumns(network, address), [network, address])
  return (
    <InfiniteTable
      caption="Trading pairs of this token, as the service orders them"
      columns={tableColumns}
      rows={rows}
      rowKey={(row) => row.pairAddress}
      paging={query}
      noun="pairs"
      estimateRowHeight={69}
    />
  )
}
