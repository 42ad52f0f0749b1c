import type { MoverEntry } from '@/api/market-board'
import { LogoPlaceholder } from '@/components/LogoPlaceholder'
import { SafeImage } from '@/components/SafeImage'
import { UntrustedText } from '@/components/UntrustedText'
import { shortenHex } from '@/lib/format'
import { trimTokenText } from '@/lib/token-text'
import { useStoredWatch } from '@/lib/watchlist/stored-watch-keys'
import { MoverLink, moverWatchTarget } from './MoverLink'
import { placeLabel } from './place-label'

interface Props {
  entry: MoverEntry
}

/** Logo, name, symbol and chain; the name links to the view that fits the token's chain. */
export function MoverToken({ entry }: Props) {
  const symbol = trimTokenText(entry.symbol)
  const name = trimTokenText(entry.name)
  const watched = useStoredWatch(moverWatchTarget(entry))
  const label = <UntrustedText value={name ?? symbol} fallback={entry.address ? shortenHex(entry.address) : 'Unnamed token'} maxLength={80} />
  return (
    <div className="flex min-w-0 items-center gap-2">
      <SafeImage src={entry.logo} alt="" className="h-6 w-6 shrink-0 rounded-full" fallback={<LogoPlaceholder symbol={symbol} />} />
      <div className="min-w-0 max-w-[7rem] sm:max-w-[8rem]">
        <MoverLink entry={entry}>{label}</MoverLink>
        <span className="block truncate text-xs text-muted">
          {watched && (
            <span className="mr-1 font-medium text-accent" title="On your watchlist">
              ★<span className="sr-only"> Watched:</span>
            </span>
          )}
          <UntrustedText value={symbol} maxLength={24} />
          <span className="ml-1">· {placeLabel(entry.place)}</span>
        </span>
      </div>
    </div>
  )
}
