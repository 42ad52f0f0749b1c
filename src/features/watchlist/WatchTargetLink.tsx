import { Link, type LinkOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { WatchTarget } from '@/lib/watchlist/watch-target'
import { linkTo, routeParams } from '@/views/view-path'
import { WATCH_HOMES } from '@/views/watch-homes.gen'

interface Props {
  target: WatchTarget
  className?: string
  children: ReactNode
}

/** A deep link to the view a watchlist entry points at: its kind's home, the entry's fields the route's params. */
export function WatchTargetLink({ target, className, children }: Props) {
  const { route } = WATCH_HOMES[target.kind]
  const link = { to: linkTo(route), params: routeParams(route, target) } as LinkOptions
  return (
    <Link {...link} className={className}>
      {children}
    </Link>
  )
}
