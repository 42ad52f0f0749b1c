import { createFileRoute } from '@tanstack/react-router'
import { RpcLookupPage } from '@/features/rpc-lookup/RpcLookupPage'
import { summaryHead } from '@/page-meta/static-pages'
import { rpcLookupView } from '@/views/static-pages'

export const Route = createFileRoute('/rpc/')({
  head: () => summaryHead(rpcLookupView.summary),
  validateSearch: rpcLookupView.readSearch,
  component: RpcLookupRoute,
})

function RpcLookupRoute() {
  const search = Route.useSearch()
  return <RpcLookupPage key={JSON.stringify(search)} initial={search} />
}
