import { Link } from '@tanstack/react-router'
import type { TopMover } from '@/api/top-movers'
import { SafeImage } from '@/components/SafeImage'
import { UntrustedText } from '@/components/UntrustedText'
import { shortenHex } from '@/lib/format'
import { trimTokenText } from '@/lib/token-text'
import { useIsWatched } from '@/lib/watchlist/use-watchlist'
import { LogoPlaceholder } from '@/components/LogoPlaceholder'
import { isEvmAddress } from '@/lib/values/evm-address-checksum'

interface Props {
  entry: TopMover
}

/** Logo, name and symbol; the name links to the token's transfers on Ethereum. */
export function MoverToken({ entry }: Props) {
  const symbol = trimTokenText(entry.token_symbol)
  const name = trimTokenText(entry.token_name)
  const address = entry.contract_address
  const watched = useIsWatched(address && isEvmAddress(address) ? { kind: 'token', chain: 'eth', address } : null)
  const label = <UntrustedText value={name ?? symbol} fallback={address ? shortenHex(address) : 'Unnamed token'} maxLength={80} />
  return (
    <div className="flex min-w-0 items-center gap-2">
      <SafeImage src={entry.token_logo} alt="" className="h-6 w-6 shrink-0 rounded-full" fallback={<LogoPlaceholder symbol={symbol} />} />
      <div className="min-w-0 max-w-[7rem] sm:max-w-[8rem]">
        {address && isEvmAddress(address) ? (
          <Link
            to="/$chain/token/$address"
            params={{ chain: 'eth', address }}
            title={`ERC20 transfers of ${address}`}
            className="block truncate font-medium text-accent hover:underline"
          >
            {label}
          </Link>
        ) : (
          <span className="block truncate font-medium">{label}</span>
        )}
        <span className="block truncate text-xs text-muted">
          {watched && (
            <span className="mr-1 font-medium text-accent" title="On your watchlist">
              ★<span className="sr-only"> Watched:</span>
            </span>
          )}
          <UntrustedText value={symbol} maxLength={24} />
        </span>
      </div>
    </div>
  )
}
