import { useState } from 'react'
import { Link, useMatches, useNavigate, useParams } from '@tanstack/react-router'
import { DEFAULT_CHAIN, findEvmChain, findRpcChain } from '@/chains'
import { ChainPicker } from './ChainPicker'
import { LookupChainNote } from './LookupChainNote'
import { NavLinks } from './NavLinks'
import { SearchBox } from './search/SearchBox'
import { ThemeToggle } from './ThemeToggle'

export function Header() {
  const params = useParams({ strict: false }) as { chain?: string }
  const matches = useMatches()
  const navigate = useNavigate()
  const chainSet = matches.findLast((match) => match.staticData.chainSet)?.staticData.chainSet ?? 'general'
  const onRpcLookup = matches.some((match) => match.fullPath.startsWith('/rpc'))
  // A lookup's JSON-RPC name leads the other views to the same chain where the data API has it.
  const routeSlug = onRpcLookup && params.chain ? findRpcChain(params.chain)?.evmSlug : params.chain
  const routeChain = routeSlug ? findEvmChain(routeSlug, chainSet) : null
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
          {onRpcLookup ? <LookupChainNote /> : <ChainPicker value={chain} set={chainSet} onChange={changeChain} />}
          <ThemeToggle />
        </div>
      </div>
      <NavLinks chain={chain} />
    </header>
  )
}
