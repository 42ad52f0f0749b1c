import { lazy, Suspense, useEffect, useState } from 'react'
import { createFileRoute, Link } from '@tanstack/react-router'
import { DEFAULT_CHAIN } from '@/chains'
import { navItems } from '@/features/shell/NavLinks'
import { ReaderListsPending } from '@/features/watchlist/ReaderListsPending'
import { summaryHead } from '@/page-meta/static-pages'
import { homeView } from '@/views/static-pages'

// The watchlist and recently viewed lists, with their storage, checks and formatting, load once the page has
// painted: the home page shows at once, and an empty watchlist's frame is drawn at its final size meanwhile.
const ReaderLists = lazy(() => import('@/features/watchlist/ReaderLists').then((module) => ({ default: module.ReaderLists })))

function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  return painted
}

export const Route = createFileRoute('/')({
  head: () => summaryHead(homeView.summary),
  component: HomePage,
})

function HomePage() {
  const painted = useAfterFirstPaint()
  return (
    <div className="space-y-8">
      <section className="max-w-3xl">
        <h1 className="text-3xl font-bold">Chainview</h1>
        <p className="mt-2 text-lg text-muted">
          A fast, exact explorer for on-chain data. Paste an address or transaction hash above, or open one of the views below. Every view is a link you can
          share.
        </p>
      </section>
      <Suspense fallback={<ReaderListsPending />}>{painted ? <ReaderLists /> : <ReaderListsPending />}</Suspense>
      <section aria-labelledby="examples-heading">
        <h2 id="examples-heading" className="text-lg font-semibold">
          Example views
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {navItems(DEFAULT_CHAIN.slug).map((item) => (
            <li key={item.label}>
              <Link {...item.link} className="block h-full rounded-lg border border-line bg-raised p-4 hover:border-accent focus:border-accent">
                <span className="font-semibold text-accent">{item.label}</span>
                <span className="mt-1 block text-sm text-muted">{item.blurb}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
