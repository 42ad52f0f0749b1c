import type { TopMover, TopMovers } from '@/api/top-movers'
import type { TopMoversLink } from '@/deep-links/view-links'
import { formatPercent } from '@/lib/format'
import { trimTokenText } from '@/lib/token-text'
import { invalidLinkSummary } from '@/page-meta/link-problems'
import { joinTitle, sentence, SITE_NAME, untrusted, type Loaded, type PageSummary } from '@/page-meta/page-meta'

const TITLE = 'Top movers'

function mover(row: TopMover | undefined): string | null {
  if (!row) return null
  const name = untrusted(trimTokenText(row.token_symbol), 20) ?? untrusted(trimTokenText(row.token_name), 40)
  if (!name) return null
  return row.price_24h_percent_change === null ? name : `${name} ${formatPercent(row.price_24h_percent_change)}`
}

export function describeTopMovers(link: TopMoversLink, loaded: Loaded<TopMovers>): PageSummary {
  if (link.status === 'invalid') return invalidLinkSummary('top movers', link)
  const plain = { title: TITLE, description: sentence('The ERC20 tokens with the largest price moves in the last 24 hours, refreshed live.'), image: null }
  if (loaded.state === 'failed') return { ...plain, title: joinTitle('Error', TITLE, SITE_NAME) }
  if (loaded.state !== 'loaded') return plain
  const gainer = mover(loaded.data.gainers[0])
  const loser = mover(loaded.data.losers[0])
  if (!gainer && !loser) return plain
  return {
    ...plain,
    description: sentence(
      'The ERC20 tokens with the largest price moves in 24 hours.',
      gainer ? `Top gainer: ${gainer}.` : null,
      loser ? `Top loser: ${loser}.` : null,
    ),
  }
}
