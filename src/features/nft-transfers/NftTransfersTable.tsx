import { useMemo } from 'react'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { NftTransfer, NftTransfersPage } from '@/api/nft-transfers'
import type { EvmChain } from '@/chains'
import { partyColumns, transferParty } from '@/components/party-columns'
import { Age } from '@/components/Age'
import { InfiniteTable, type Column } from '@/components/InfiniteTable'
import { Skeleton } from '@/components/Skeleton'
import { TxHashLink } from '@/components/TxHashLink'
import { UntrustedText } from '@/components/UntrustedText'
import { groupDigits } from '@/lib/format'
import { mintOrBurn, transferDirection } from './direction'
import { DirectionBadge } from './DirectionBadge'
import { NftCell } from './NftCell'

interface Props {
  chain: EvmChain
  wallet: string
  query: UseInfiniteQueryResult<InfiniteData<NftTransfersPage>>
}

function amountOf(row: NftTransfer) {
  if (row.contract_type?.toUpperCase() !== 'ERC1155' || row.amount === null) return <span className="text-muted">—</span>
  return <span className="font-mono tabular-nums">{groupDigits(row.amount.toString())}</span>
}

function ThisWallet({ address }: { address: string }) {
  return (
    <span title={address} className="whitespace-nowrap text-muted">
      This wallet
    </span>
  )
}

export function nftTransferTableColumns(chain: EvmChain, wallet: string): Column<NftTransfer>[] {
  const isWallet = (address: string | null) => address?.toLowerCase() === wallet.toLowerCase()
  return [
    {
      key: 'nft',
      header: 'NFT',
      skeleton: (
        <span className="flex flex-col gap-1">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-3 w-28" />
        </span>
      ),
      cell: (row) => <NftCell chain={chain} contract={row.token_address} tokenId={row.token_id} spam={row.possible_spam} />,
    },
    {
      key: 'direction',
      header: 'Direction',
      skeleton: <Skeleton className="h-5 w-10" />,
      cell: (row) => (
        <DirectionBadge direction={transferDirection(wallet, row.from_address, row.to_address)} event={mintOrBurn(row.from_address, row.to_address)} />
      ),
    },
    ...partyColumns<NftTransfer>(chain.slug, transferParty, (address) => (isWallet(address) ? <ThisWallet address={wallet} /> : null)),
    {
      key: 'type',
      header: 'Type',
      skeleton: <Skeleton className="h-4 w-16 max-md:hidden" />,
      cell: (row) => <UntrustedText value={row.contract_type} maxLength={20} className="whitespace-nowrap" />,
    },
    { key: 'amount', header: 'Amount', skeleton: null, className: 'text-right', cell: amountOf },
    {
      key: 'transaction',
      header: 'Transaction · Age',
      skeleton: <Skeleton className="ml-auto h-4 w-24" />,
      cell: (row) => (
        <span className="flex flex-col">
          <TxHashLink chainSlug={chain.slug} hash={row.transaction_hash} />
          <span className="text-xs text-muted">
            <Age timestamp={row.block_timestamp} />
          </span>
        </span>
      ),
    },
  ]
}

export function NftTransfersTable({ chain, wallet, query }: Props) {
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data])
  const tableColumns = useMemo(() => nftTransferTableColumns(chain, wallet), [chain, wallet])
  return (
    <InfiniteTable
      caption="NFT transfers of this wallet, newest first unless ordered otherwise"
      columns={tableColumns}
      rows={rows}
      rowKey={(row, index) => `${row.transaction_hash}:${row.log_index ?? ''}:${row.token_address}:${row.token_id}:${index}`}
      paging={query}
      noun="transfers"
      estimateRowHeight={65}
    />
  )
}
