import { EXAMPLES } from '@/examples'
import type { SolanaPair, SolanaPairsParams } from '@/api/solana-pairs'
import { readPairsSearch } from '@/deep-links/view-search'
import { readSolanaPairsLink, type PairsSearch, type SolanaPairsLink } from '@/deep-links/view-links'
import { describeSolanaPairs } from '@/views/solana-pairs-summary'
import type { ViewDeclaration } from './view'

export const solanaPairsView = {
  route: '/solana/$network/token/$address/pairs',
  readme: { title: 'Solana token pairs', search: '`limit` (1–50)' },
  nav: { label: 'Solana pairs', blurb: 'Where a Solana token’s liquidity sits: its trading pairs across exchanges.' },
  example: { name: 'Solana pairs', params: EXAMPLES.solanaToken, shows: 'Raydium AMM v4', ready: 'tbody tr[data-index="0"]' },
  readSearch: readPairsSearch,
  readLink: (params, search) => readSolanaPairsLink({ network: params.network!, address: params.address! }, search),
  request: (link) => (link.status === 'ok' ? { operation: 'solana-pairs', params: link.input } : null),
  describedByData: true,
  describe: (link, loaded, { gateway }) => describeSolanaPairs(link, loaded, gateway),
  watchTarget: ({ input }) => ({ kind: 'solana-pairs', network: input.network, address: input.address }),
  csvFile: ({ input }) => ({ view: 'solana-pairs', chain: input.network, address: input.address, filters: { limit: input.limit } }),
} satisfies ViewDeclaration<SolanaPairsLink, PairsSearch, SolanaPairsParams, readonly SolanaPair[]>
