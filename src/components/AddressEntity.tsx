import { Link } from '@tanstack/react-router'
import { findEvmChain } from '@/chains'
import { displayText } from '@/lib/display-text'
import { shortenHex } from '@/lib/format'
import { useAddressHighlight } from './address-highlight'
import { CopyButton } from './CopyButton'
import { SafeImage } from './SafeImage'

export interface AddressParty {
  address: string | null
  label?: string | null
  entity?: string | null
  entityLogo?: string | null
}

interface Props extends AddressParty {
  /** the URL slug of the chain the wallet view it links to is on */
  chainSlug: string
  /** show the whole address instead of a shortened one */
  full?: boolean
}

/** An address with its label, entity and logo; links to the wallet's NFT transfers where the chain has that view. */
export function AddressEntity({ address, label, entity, entityLogo, chainSlug, full = false }: Props) {
  const { highlighted, hoverProps } = useAddressHighlight(address)
  if (!address) return <span className="text-muted">—</span>
  const rawName = label ?? entity
  const name = rawName ? displayText(rawName, 200) : null
  const text = name ? <span>{name}</span> : <span className="font-mono">{full ? address : shortenHex(address)}</span>
  const shared = {
    title: name ? `${name} (${address})` : address,
    className: `untrusted min-w-0 truncate rounded px-0.5 ${highlighted ? 'bg-warn/20 outline outline-1 outline-warn' : ''}`,
    ...hoverProps,
  }
  // The collection view's chains (ronin, lisk) have no wallet view to link to.
  const walletViewChain = findEvmChain(chainSlug)
  return (
    <span className="inline-flex min-w-0 max-w-full items-center gap-1.5">
      <SafeImage src={entityLogo} alt="" className="h-4 w-4 shrink-0 rounded-full" />
      {walletViewChain ? (
        <Link
          to="/$chain/wallet/$address/nft-transfers"
          params={{ chain: walletViewChain.slug, address }}
          {...shared}
          className={`${shared.className} text-accent hover:underline`}
        >
          {text}
        </Link>
      ) : (
        <span {...shared}>{text}</span>
      )}
      <CopyButton value={address} label="Copy address" />
    </span>
  )
}
