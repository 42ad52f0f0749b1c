import { Link } from '@tanstack/react-router'
import type { SolanaPairToken } from '@/api/solana-pairs'
import { SafeImage } from '@/components/SafeImage'
import { UntrustedText } from '@/components/UntrustedText'
import type { SolanaNetwork } from '@/lib/solana-pairs-input'
import { trimTokenText } from '@/lib/token-text'
import { LogoPlaceholder } from '@/components/LogoPlaceholder'
import { isSolanaAddress } from '@/lib/values/solana-address'

interface Props {
  token: SolanaPairToken
  network: SolanaNetwork
  /** the token whose pairs are listed: not linked to itself */
  current: boolean
}

/** Logo, symbol (without its padding) and name; any other token links to its own pairs. */
export function PairToken({ token, network, current }: Props) {
  const symbol = trimTokenText(token.tokenSymbol)
  const name = trimTokenText(token.tokenName)
  const symbolText = <UntrustedText value={symbol} fallback="?" maxLength={24} />
  return (
    <span className="flex min-w-0 items-center gap-1.5" title={token.tokenAddress}>
      <SafeImage src={token.tokenLogo} alt="" className="h-5 w-5 shrink-0 rounded-full" fallback={<LogoPlaceholder symbol={symbol} />} />
      {!current && isSolanaAddress(token.tokenAddress) ? (
        <Link
          to="/solana/$network/token/$address/pairs"
          params={{ network, address: token.tokenAddress }}
          className="shrink-0 font-medium text-accent hover:underline"
        >
          {symbolText}
        </Link>
      ) : (
        <span className="shrink-0 font-medium">{symbolText}</span>
      )}
      <UntrustedText value={name} fallback="" maxLength={40} className="min-w-0 max-w-[10rem] truncate text-xs text-muted" />
    </span>
  )
}
