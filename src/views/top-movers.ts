import type { TopMovers } from '@/api/top-movers'
import { readTopMoversSearch } from '@/deep-links/view-search'
import { readTopMoversLink, type TopMoversLink, type TopMoversSearch } from '@/deep-links/view-links'
import { describeTopMovers } from '@/views/top-movers-summary'
import type { ViewDeclaration } from './view'

export const topMoversView: ViewDeclaration<TopMoversLink, TopMoversSearch, Record<string, never>, TopMovers> = {
  route: '/market/top-movers',
  readSearch: readTopMoversSearch,
  readLink: (_params, search) => readTopMoversLink(search),
  request: (link) => (link.status === 'ok' ? { operation: 'top-movers', params: {} } : null),
  describedByData: true,
  describe: (link, loaded) => describeTopMovers(link, loaded),
  visitName: () => 'Top movers · Ethereum',
}
