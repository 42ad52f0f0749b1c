import { Link, type LinkOptions } from '@tanstack/react-router'
import type { ViewNavLink } from '@/views/view'
import { VIEW_NAV } from '@/views/view-nav.gen'
import { linkTo } from '@/views/view-path'

interface Props {
  chain: string
}

/** The views the header offers, each at its example on the chain picked (the declarations' `nav`). */
export function navItems(chain: string): (ViewNavLink & { link: LinkOptions })[] {
  return VIEW_NAV.map((item) => {
    const params = 'chain' in item.params ? { ...item.params, chain } : item.params
    return { ...item, link: { to: linkTo(item.route), params } as LinkOptions }
  })
}

export function NavLinks({ chain }: Props) {
  return (
    // Below 640 px the links scroll sideways: the right edge fades, so a cut-off link shows there are more.
    <nav
      aria-label="Views"
      className="mx-auto max-w-7xl overflow-x-auto px-4 [mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)] sm:[mask-image:none]"
    >
      <ul className="flex gap-1 pb-2 text-sm">
        {navItems(chain).map((item) => (
          <li key={item.label}>
            <Link
              {...item.link}
              className="block whitespace-nowrap rounded-md px-2.5 py-1 text-muted hover:bg-sunken hover:text-fg"
              activeProps={{ className: 'bg-sunken text-fg' }}
            >
              {item.label}
            </Link>
          </li>
        ))}
        <li className="ml-auto pr-8 sm:pr-0">
          <Link
            to="/settings"
            className="block whitespace-nowrap rounded-md px-2.5 py-1 text-muted hover:bg-sunken hover:text-fg"
            activeProps={{ className: 'bg-sunken text-fg' }}
          >
            Settings
          </Link>
        </li>
      </ul>
    </nav>
  )
}
