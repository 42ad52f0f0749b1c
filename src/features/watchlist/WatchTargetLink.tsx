import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { WatchTarget } from '@/lib/watchlist/watch-target'

interface Props {
  target: WatchTarget
  className?: string
  children: ReactNode
}

/** A typed deep link to the view a watchlist entry points at. */
export function WatchTargetLink({ target, className, children }: Props) {
  switch (target.kind) {
    case 'transaction':
      return (
        <Link to="/$chain/tx/$hash" params={{ chain: target.chain, hash: target.hash }} className={className}>
          {children}
        </Link>
      )
    case 'token':
      return (
        <Link to="/$chain/token/$address" params={{ chain: target.chain, address: target.address }} className={className}>
          {children}
        </Link>
      )
    case 'wallet':
      return (
        <Link to="/$chain/wallet/$address" params={{ chain: target.chain, address: target.address }} className={className}>
          {children}
        </Link>
      )
    case 'collection':
      return (
        <Link to="/$chain/collection/$address" params={{ chain: target.chain, address: target.address }} className={className}>
          {children}
        </Link>
      )
    case 'nft':
      return (
        <Link to="/$chain/nft/$address/$tokenId" params={{ chain: target.chain, address: target.address, tokenId: target.tokenId }} className={className}>
          {children}
        </Link>
      )
    case 'solana-pairs':
      return (
        <Link to="/solana/$network/token/$address/pairs" params={{ network: target.network, address: target.address }} className={className}>
          {children}
        </Link>
      )
  }
}
