import { trendingParams, type MarketAnswer } from '@/api/market-board'
import type { TrendingParams } from '@/api/trending-tokens'
import { readTopMoversSearch } from '@/deep-links/view-search'
import { readTopMoversLink, type TopMoversLink, type TopMoversSearch } from '@/deep-links/top-movers-link'
import { describeTopMovers } from '@/views/top-movers-summary'
import type { ViewDeclaration } from './view'

export const topMoversView: ViewDeclaration<TopMoversLink, TopMoversSearch, TrendingParams, MarketAnswer> = {
  route: '/market/top-movers',
  readme: {
    title: 'Top movers',
    search:
      "`window` (`1h`, `4h`, `12h`, `24h` by default), `chain` (a chain's slug or `solana`; every chain by default), `refresh` (seconds, or `off`; 60 by default)",
  },
  nav: { label: 'Top movers', blurb: 'The ERC20 tokens with the largest price moves, refreshed live.' },
  // the fixtures' first board is a full answer: 10 gainers and 10 losers, all of which the board shows
  example: { name: 'top movers', params: {}, shows: 'Bonk', ready: 'main table tbody tr' },
  readSearch: readTopMoversSearch,
  readLink: (_params, search) => readTopMoversLink(search),
  request: (link) =>
    link.status === 'ok'
      ? { operation: 'trending-tokens', params: trendingParams(link.chain?.apiChain ?? null), onNotFound: { operation: 'top-movers', params: {} } }
      : null,
  describedByData: true,
  describe: (link, loaded) => describeTopMovers(link, loaded),
  visitName: (link) => `Top movers · ${link.chain?.label ?? 'every chain'}`,
}
