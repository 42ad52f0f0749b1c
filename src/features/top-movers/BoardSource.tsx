import type { MoversBoard } from '@/api/market-board'
import { topMoversOperation } from '@/api/top-movers'
import { trendingTokensOperation } from '@/api/trending-tokens'
import type { TrendingChain } from '@/chains'
import { windowWords, type TrendWindow } from '@/lib/trend-window'

interface Props {
  board: MoversBoard
  /** what the reader asked for, which the older operation cannot narrow to */
  asked: { window: TrendWindow; chain: TrendingChain | null }
}

/** Says which operation the board comes from, and what the older one cannot do. */
export function BoardSource({ board, asked }: Props) {
  if (board.source === 'trending') {
    return (
      <footer className="text-xs text-muted">
        Source: the data service’s trending tokens (<code>{trendingTokensOperation.path}</code>), {asked.chain ? asked.chain.label : 'every chain'}, ranked here
        by their change over {windowWords(board.window)}.
      </footer>
    )
  }
  const narrowed = asked.window !== '24h' || asked.chain !== null
  return (
    <footer className="text-xs text-muted">
      Source: the data service’s ERC20 top movers (<code>{topMoversOperation.path}</code>), Ethereum over 24 hours: this service does not offer trending tokens.
      {narrowed && ' The window and chain you chose need trending tokens, so they do not apply here.'}
    </footer>
  )
}
