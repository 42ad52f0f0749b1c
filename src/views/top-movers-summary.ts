import { boardOf, type MarketAnswer, type MoverEntry } from '@/api/market-board'
import type { TopMoversLink } from '@/deep-links/top-movers-link'
import { formatPercent } from '@/lib/format'
import { trimTokenText } from '@/lib/token-text'
import { windowWords } from '@/lib/trend-window'
import { invalidLinkSummary } from '@/page-meta/link-problems'
import { joinTitle, sentence, SITE_NAME, untrusted, type Loaded, type PageSummary } from '@/page-meta/page-meta'

const TITLE = 'Top movers'

function mover(row: MoverEntry | undefined): string | null {
  if (!row) return null
  const name = untrusted(trimTokenText(row.symbol), 20) ?? untrusted(trimTokenText(row.name), 40)
  if (!name) return null
  return row.change === null ? name : `${name} ${formatPercent(row.change)}`
}

export function describeTopMovers(link: TopMoversLink, loaded: Loaded<MarketAnswer>): PageSummary {
  if (link.status === 'invalid') return invalidLinkSummary('top movers', link)
  const where = link.chain ? ` on ${link.chain.label}` : ''
  const plain = {
    title: TITLE,
    description: sentence(`The tokens with the largest price moves${where} over ${windowWords(link.window)}, refreshed live.`),
    image: null,
  }
  if (loaded.state === 'failed') return { ...plain, title: joinTitle('Error', TITLE, SITE_NAME) }
  if (loaded.state !== 'loaded') return plain
  const board = boardOf(loaded.data, link.window)
  const gainer = mover(board.gainers[0])
  const loser = mover(board.losers[0])
  if (!gainer && !loser) return plain
  return {
    ...plain,
    description: sentence(
      `The tokens with the largest price moves${board.source === 'movers' ? ' on Ethereum' : where} over ${windowWords(board.window)}.`,
      gainer ? `Top gainer: ${gainer}.` : null,
      loser ? `Top loser: ${loser}.` : null,
    ),
  }
}
