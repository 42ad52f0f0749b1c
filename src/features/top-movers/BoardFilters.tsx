import { useId } from 'react'
import { TRENDING_CHAINS, type TrendingChain } from '@/chains'
import { TREND_WINDOWS, windowWords, type TrendWindow } from '@/lib/trend-window'

interface Props {
  window: TrendWindow
  chain: TrendingChain | null
  onWindowChange: (window: TrendWindow) => void
  /** a chain's slug, or null for every chain */
  onChainChange: (slug: string | null) => void
}

const selectClass = 'rounded-md border border-line bg-surface px-2 py-1'

/** The window the changes are over and the chain the board is narrowed to; both live in the URL. */
export function BoardFilters({ window, chain, onWindowChange, onChainChange }: Props) {
  const windowId = useId()
  const chainId = useId()
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={windowId} className="text-muted">
          Change over
        </label>
        <select id={windowId} value={window} onChange={(event) => onWindowChange(event.target.value as TrendWindow)} className={selectClass}>
          {TREND_WINDOWS.map((choice) => (
            <option key={choice} value={choice}>
              {windowWords(choice)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={chainId} className="text-muted">
          Tokens on
        </label>
        <select id={chainId} value={chain?.slug ?? ''} onChange={(event) => onChainChange(event.target.value || null)} className={selectClass}>
          <option value="">Every chain</option>
          {TRENDING_CHAINS.map((choice) => (
            <option key={choice.slug} value={choice.slug}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
