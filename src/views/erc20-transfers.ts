import { EXAMPLES } from '@/examples'
import type { Erc20Transfer, Erc20TransfersParams } from '@/api/erc20-transfers'
import { readErc20TransfersLink, type Erc20TransfersLink } from '@/deep-links/view-links'
import { readRangeSearch, type RangeSearch } from '@/lib/range-filters'
import { describeErc20Transfers } from '@/views/erc20-transfers-summary'
import type { ViewDeclaration } from './view'

export const erc20TransfersView = {
  route: '/$chain/token/$address',
  readme: { title: 'ERC20 transfers of a token', search: '`from_block`, `to_block`, `from_date`, `to_date`, `order`, `limit`' },
  nav: { label: 'Token transfers', blurb: 'Every ERC20 transfer of a token contract, exact to the last unit, paged as you scroll.' },
  example: { name: 'ERC20 transfers', params: EXAMPLES.token, shows: 'USD Coin', ready: 'tbody tr[data-index="0"]' },
  readSearch: readRangeSearch,
  readLink: (params, search) => readErc20TransfersLink({ chain: params.chain!, address: params.address! }, search),
  request: (link) =>
    link.status === 'ok' ? { operation: 'erc20-transfers', params: { chain: link.chain.apiChain, address: link.address, ...link.filters } } : null,
  describedByData: true,
  describe: (link, loaded, { gateway }) => describeErc20Transfers(link, loaded, gateway),
  search: { label: 'Token transfers (ERC20 contract)' },
  watchTarget: (link) => ({ kind: 'token', chain: link.chain.slug, address: link.address }),
  csvFile: (link) => ({ view: 'erc20-transfers', chain: link.chain.slug, address: link.address, filters: link.filters }),
} satisfies ViewDeclaration<Erc20TransfersLink, RangeSearch, Erc20TransfersParams, readonly Erc20Transfer[]>
