import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { MoverEntry } from '@/api/market-board'
import { isEvmAddress } from '@/lib/values/evm-address-checksum'
import { isSolanaAddress } from '@/lib/values/solana-address'
import type { WatchTarget } from '@/lib/watchlist/watch-target'

interface Props {
  entry: MoverEntry
  children: ReactNode
}

const linkClass = 'block truncate font-medium text-accent hover:underline'

/** What a row stands for, as the watchlist keeps it: an EVM token on its chain, or a Solana token's pairs. */
export function moverWatchTarget({ place, address }: MoverEntry): WatchTarget | null {
  if (!address) return null
  if (place.kind === 'evm' && isEvmAddress(address)) return { kind: 'token', chain: place.chain.slug, address }
  if (place.kind === 'solana' && isSolanaAddress(address)) return { kind: 'solana-pairs', network: 'mainnet', address }
  return null
}

/** An EVM token links to its transfers on its chain, a Solana token to its trading pairs; anything else is plain text. */
export function MoverLink({ entry, children }: Props) {
  const target = moverWatchTarget(entry)
  if (target?.kind === 'token') {
    const { chain, address } = target
    return (
      <Link to="/$chain/token/$address" params={{ chain, address }} title={`ERC20 transfers of ${address}`} className={linkClass}>
        {children}
      </Link>
    )
  }
  if (target?.kind === 'solana-pairs') {
    const { network, address } = target
    return (
      <Link to="/solana/$network/token/$address/pairs" params={{ network, address }} title={`Trading pairs of ${address} on Solana`} className={linkClass}>
        {children}
      </Link>
    )
  }
  return <span className="block truncate font-medium">{children}</span>
}
