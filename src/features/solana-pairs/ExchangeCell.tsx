import type { SolanaPair } from '@/api/solana-pairs'
import { SafeImage } from '@/components/SafeImage'
import { UntrustedText } from '@/components/UntrustedText'
import { shortenHex } from '@/lib/format'
import { trimTokenText } from '@/lib/token-text'
import { LogoPlaceholder } from '@/components/LogoPlaceholder'

interface Props {
  pair: SolanaPair
}

export function ExchangeCell({ pair }: Props) {
  const name = trimTokenText(pair.exchangeName)
  return (
    <span className="flex min-w-0 items-center gap-2" title={pair.exchangeAddress ?? undefined}>
      <SafeImage src={pair.exchangeLogo} alt="" className="h-6 w-6 shrink-0 rounded-full" fallback={<LogoPlaceholder symbol={name} />} />
      <span className="min-w-0">
        <UntrustedText value={name} fallback="Unknown exchange" maxLength={40} className="block truncate" />
        {!name && pair.exchangeAddress && <span className="block font-mono text-xs text-muted">{shortenHex(pair.exchangeAddress, 4, 4)}</span>}
      </span>
    </span>
  )
}
