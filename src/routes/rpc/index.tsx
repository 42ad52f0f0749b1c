import { createFileRoute } from '@tanstack/react-router'
import { readLookupSearch } from '@/deep-links/lookup-search'
import { RpcLookupPage } from '@/features/rpc-lookup/RpcLookupPage'
import { RPC_LOOKUP_SUMMARY, summaryHead } from '@/page-meta/static-pages'

export const Route = createFileRoute('/rpc/')({
  head: () => summaryHead(RPC_LOOKUP_SUMMARY),
  validateSearch: readLookupSearch,
  component: RpcLookupRoute,
})

function RpcLookupRoute() {
  const search = Route.useSearch()
  return <RpcLookupPage key={JSON.stringify(search)} initial={search} />
}
