import { createFileRoute } from '@tanstack/react-router'
import { RPC_LOOKUP_SUMMARY, summaryHead } from '@/page-meta/static-pages'
import { readLookupSearch, type LookupSearch } from '@/features/rpc-lookup/lookup-search'
import { RpcLookupPage } from '@/features/rpc-lookup/RpcLookupPage'

export const Route = createFileRoute('/rpc/')({
  head: () => summaryHead(RPC_LOOKUP_SUMMARY),
  validateSearch: (search: Record<string, unknown>): LookupSearch => readLookupSearch(search),
  component: RpcLookupRoute,
})

function RpcLookupRoute() {
  const search = Route.useSearch()
  return <RpcLookupPage key={JSON.stringify(search)} initial={search} />
}
