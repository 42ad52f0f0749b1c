import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { AddressHighlightProvider } from '@/components/address-highlight'
import { Footer } from '@/features/shell/Footer'
import { Header } from '@/features/shell/Header'
import { OfflineBanner } from '@/features/shell/OfflineBanner'
import { ERROR_SUMMARY, NOT_FOUND_SUMMARY, summaryHead } from '@/page-meta/static-pages'
import { useDocumentTitle } from '@/page-meta/use-document-title'
import { usePageMetaRefresh } from '@/page-meta/use-page-meta-refresh'
import { homeView } from '@/views/static-pages'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every view's own head names it; this is the title of the home page, of an address no view has, and of an error.
  head: ({ matches }) =>
    summaryHead(
      matches.some((match) => match._notFound) ? NOT_FOUND_SUMMARY : matches.some((match) => match.status === 'error') ? ERROR_SUMMARY : homeView.summary,
    ),
  component: RootLayout,
})

function RootLayout() {
  usePageMetaRefresh()
  useDocumentTitle()
  return (
    <AddressHighlightProvider>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-raised focus:p-2">
        Skip to content
      </a>
      <Header />
      <OfflineBanner />
      {/* At least a screen tall, so the footer starts below the fold and never moves in view as a page fills in. */}
      <main id="main" className="mx-auto min-h-screen max-w-7xl px-4 py-6">
        <Outlet />
      </main>
      <Footer />
    </AddressHighlightProvider>
  )
}
