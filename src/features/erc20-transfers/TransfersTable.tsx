import { useMemo } from 'react'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { Erc20Transfer } from '@/api/erc20-transfers'
import type { CursorPage } from '@/api/paging'
import { partyColumns, transferParty } from '@/components/party-columns'
import { Age } from '@/components/Age'
import { InfiniteTable, type Column } from '@/components/InfiniteTable'
import { Skeleton } from '@/components/Skeleton'
import { TokenAmount } from '@/components/TokenAmount'
import { TxHashLink } from '@/components/TxHashLink'

interface Props {
  chain: string
  query: UseInfiniteQueryResult<InfiniteData<CursorPage<Erc20Transfer>>>
}

export function transferColumns(chain: string): Column<Erc20Transfer>[] {
  return [
    {
      key: 'hash',
      header: 'Transaction',
      skeleton: <Skeleton className="h-4 w-32" />,
      cell: (row) => <TxHashLink chainSlug={chain} hash={row.transaction_hash} />,
    },
    { key: 'age', header: 'Age', skeleton: <Skeleton className="h-4 w-16" />, cell: (row) => <Age timestamp={row.block_timestamp} /> },
    {
      key: 'block',
      header: 'Block',
      skeleton: <Skeleton className="h-4 w-20" />,
      className: 'font-mono tabular-nums',
      cell: (row) => row.block_number?.toString() ?? '—',
    },
    ...partyColumns<Erc20Transfer>(chain, transferParty),
    {
      key: 'amount',
      header: 'Amount',
      skeleton: <Skeleton className="ml-auto h-4 w-24" />,
      className: 'text-right',
      cell: (row) => <TokenAmount value={row.value} decimals={row.token_decimals} symbol={row.token_symbol} />,
    },
    {
      key: 'spam',
      header: <span className="sr-only">Flags</span>,
      skeleton: null,
      cell: (row) => (row.possible_spam ? <span className="rounded bg-warn/15 px-1.5 py-0.5 text-xs font-medium text-warn">Possible spam</span> : null),
    },
  ]
}

export function TransfersTable({ chain, query }: Props) {
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data])
  const tableColumns = useMemo(() => transferColumns(chain), [chain])
  return (
    <InfiniteTable
      caption="ERC20 transfers of this token, newest first unless ordered otherwise"
      columns={tableColumns}
      rows={rows}
      rowKey={(row) => `${row.transaction_hash}:${row.log_index ?? ''}`}
      paging={query}
      noun="transfers"
    />
  )
}
