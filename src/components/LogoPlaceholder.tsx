import { logoInitial } from '@/lib/token-text'

interface Props {
  symbol: string | null
}

/** Stands in for a token logo that is missing or cannot be shown. */
export function LogoPlaceholder({ symbol }: Props) {
  return (
    <span aria-hidden="true" className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-sunken text-[10px] font-semibold text-muted">
      {logoInitial(symbol)}
    </span>
  )
}
