import type { SolanaPair } from '@/api/solana-pairs'
import { CopyButton } from '@/components/CopyButton'
import { UntrustedText } from '@/components/UntrustedText'
import { shortenHex } from '@/lib/format'

interface Props {
  pair: SolanaPair
}

/** The pair's label ("BONK/SOL") and its pool address, shortened with a copy button. */
export function PairLabel({ pair }: Props) {
  return (
    <span className="block min-w-0">
      <UntrustedText value={pair.pairLabel} fallback="Unlabelled pair" maxLength={40} className="block max-w-[12rem] truncate font-medium" />
      <span className="flex items-center gap-1 text-xs text-muted">
        <span className="font-mono" title={pair.pairAddress}>
          {shortenHex(pair.pairAddress, 4, 4)}
        </span>
        <CopyButton value={pair.pairAddress} label="Copy pair address" />
      </span>
    </span>
  )
}
