import { useState } from 'react'
import { Link, useMatches, useNavigate, useParams } from '@tanstack/react-router'
import { DEFAULT_CHAIN, findEvmChain } from '@/chains'
import { ChainPicker } from './ChainPicker'
import { NavLinks } from './NavLinks'
import { SearchBox } from './search/SearchBox'
import { ThemeToggle } from './ThemeToggle'

export function Header() {
  const params = useParams({ strict: false }) as { chain?: string }
  const matches = useMatches()
  const navigate = useNavigate()
  const chainSet = matches.some((match) => match.staticData.chainSet === 'collection') ? 'collection' : 'general'
  const routeChain = params.chain ? findEvmChain(params.chain, chainSet) : null
  const [picked, setPicked] = useState(DEFAULT_CHAIN.slug)
  const chain = routeChain?.slug ?? picked

  const changeChain = (slug: string) => {
    setPicked(slug)
    if (params.chain !== undefined) void navigate({ to: '.', params: (previous: Record<string, string>) => ({ ...previous, chain: slug }), search: true })
  }

  return (
    <header className="border-b border-line bg-raised">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold">
          <img src="/favicon.svg" alt="" width={24} height={24} />
          Chainview
        </Link>
        <div className="order-last w-full md:order-none md:w-auto md:flex-1">
          <SearchBox chain={chain} />
        </div>
        <div className="ml-auto flex flex-wrap items-center gap-3">
          <ChainPicker value={chain} set={chainSet} onChange={changeChain} />
          <ThemeToggle />
        </div>
      </div>
      <NavLinks chain={chain} />
    </header>
  )
}
