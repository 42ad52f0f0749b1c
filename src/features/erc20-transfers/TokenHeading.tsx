import type { EvmChain } from '@/chains'
import { CopyButton } from '@/components/CopyButton'
import { SafeImage } from '@/components/SafeImage'
import { UntrustedText } from '@/components/UntrustedText'
import type { Erc20Transfer } from '@/api/erc20-transfers'

interface Props {
  chain: EvmChain
  address: string
  /** any transfer of the token; carries its name, symbol and logo */
  sample: Erc20Transfer | undefined
}

export function TokenHeading({ chain, address, sample }: Props) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <SafeImage
        src={sample?.token_logo}
        alt=""
        className="h-10 w-10 shrink-0 rounded-full"
        fallback={<span aria-hidden="true" className="h-10 w-10 shrink-0 rounded-full bg-sunken" />}
      />
      <div className="min-w-0">
        <h1 className="line-clamp-2 text-xl font-semibold">
          <UntrustedText value={sample?.token_name} fallback="ERC20 token" maxLength={120} />
          {sample?.token_symbol && (
            <span className="ml-2 text-base font-normal text-muted">
              (<UntrustedText value={sample.token_symbol} maxLength={40} />)
            </span>
          )}
        </h1>
        <p className="flex flex-wrap items-center gap-1 text-sm text-muted">
          <span>Token transfers on {chain.label} ·</span>
          <span className="break-all font-mono">{address}</span>
          <CopyButton value={address} label="Copy token address" />
        </p>
      </div>
    </div>
  )
}
