import { EXAMPLES } from '@/examples'
import type { NftTransfersParams } from '@/api/nft-transfers'
import { readNftTransfersSearch, type NftTransfersSearch } from '@/deep-links/nft-transfers-search'
import { readNftTransfersLink, type NftTransfersLink } from '@/deep-links/view-links'
import { describeNftTransfers } from '@/views/nft-transfers-summary'
import type { ViewDeclaration } from './view'

// The list is named by its wallet alone: its words wait for no data.
export const nftTransfersView = {
  route: '/$chain/wallet/$address/nft-transfers',
  readme: { title: 'NFT transfers of a wallet', search: '`contract_addresses` (repeatable), `format`, and the same range filters' },
  nav: { label: 'Wallet NFTs', blurb: 'The NFTs a wallet sent and received, filterable by collection, block and date.' },
  example: { name: 'NFT transfers', params: EXAMPLES.wallet, shows: '#7495', ready: 'tbody tr[data-index="0"]' },
  chainSet: 'nft',
  readSearch: readNftTransfersSearch,
  readLink: (params, search) => readNftTransfersLink({ chain: params.chain!, address: params.address! }, search),
  request: (link) =>
    link.status === 'ok' ? { operation: 'nft-transfers', params: { chain: link.chain.apiChain, address: link.address, ...link.filters } } : null,
  describedByData: false,
  describe: (link) => describeNftTransfers(link),
  watchTarget: (link) => ({ kind: 'wallet', chain: link.chain.slug, address: link.address }),
  csvFile: (link) => ({ view: 'nft-transfers', chain: link.chain.slug, address: link.address, filters: link.filters }),
} satisfies ViewDeclaration<NftTransfersLink, NftTransfersSearch, NftTransfersParams>
