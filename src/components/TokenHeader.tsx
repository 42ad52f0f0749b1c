import { CopyButton } from './CopyButton'
import { SafeImage } from './SafeImage'
import { UntrustedText } from './UntrustedText'

interface Props {
  logo: string | null | undefined
  name: string | null | undefined
  /** what the heading says while the name is unknown, e.g. "ERC20 token" */
  unnamed: string
  symbol: string | null | undefined
  /** what the page lists about the token, e.g. "Token transfers on Ethereum" */
  listing: string
  address: string
}

/** The top of a page about one token: its logo, name and symbol, what the page lists, and its address to copy. */
export function TokenHeader({ logo, name, unnamed, symbol, listing, address }: Props) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <SafeImage
        src={logo}
        alt=""
        className="h-10 w-10 shrink-0 rounded-full"
        fallback={<span aria-hidden="true" className="h-10 w-10 shrink-0 rounded-full bg-sunken" />}
      />
      <div className="min-w-0">
        <h1 className="line-clamp-2 text-xl font-semibold">
          <UntrustedText value={name} fallback={unnamed} maxLength={120} />
          {symbol && (
            <span className="ml-2 text-base font-normal text-muted">
              (<UntrustedText value={symbol} maxLength={40} />)
            </span>
          )}
        </h1>
        <p className="flex flex-wrap items-center gap-1 text-sm text-muted">
          <span>{listing} ·</span>
          <span className="break-all font-mono">{address}</span>
          <CopyButton value={address} label="Copy token address" />
        </p>
      </div>
    </div>
  )
}
