import type { SolanaPairToken } from '@/api/solana-pairs'
import { CopyButton } from '@/components/CopyButton'
import { SafeImage } from '@/components/SafeImage'
import { UntrustedText } from '@/components/UntrustedText'
import type { SolanaNetwork } from '@/lib/solana-pairs-input'
import { trimTokenText } from '@/lib/token-text'

interface Props {
  network: SolanaNetwork
  address: string
  /** the token as one of its pairs describes it; absent before the first page or when it has no pairs */
  token: SolanaPairToken | undefined
}

export function PairsHeading({ network, address, token }: Props) {
  const symbol = trimTokenText(token?.tokenSymbol)
  return (
    <div className="flex min-w-0 items-start gap-3">
      <SafeImage
        src={token?.tokenLogo}
        alt=""
        className="h-10 w-10 shrink-0 rounded-full"
        fallback={<span aria-hidden="true" className="h-10 w-10 shrink-0 rounded-full bg-sunken" />}
      />
      <div className="min-w-0">
        <h1 className="line-clamp-2 text-xl font-semibold">
          <UntrustedText value={trimTokenText(token?.tokenName)} fallback="Solana token" maxLength={120} />
          {symbol && (
            <span className="ml-2 text-base font-normal text-muted">
              (<UntrustedText value={symbol} maxLength={40} />)
            </span>
          )}
        </h1>
        <p className="flex flex-wrap items-center gap-1 text-sm text-muted">
          <span>Trading pairs on Solana {network} ·</span>
          <span className="break-all font-mono">{address}</span>
          <CopyButton value={address} label="Copy token address" />
        </p>
      </div>
    </div>
  )
}
