import { createFileRoute } from '@tanstack/react-router'
import { readLookupSearch, type LookupSearch } from '../../features/rpc-lookup/lookup-search'
import { RpcLookupPage } from '../../features/rpc-lookup/RpcLookupPage'

export const Route = createFileRoute('/rpc/')({
  validateSearch: (search: Record<string, unknown>): LookupSearch => readLookupSearch(search),
  component: RpcLookupRoute,
})

function RpcLookupRoute() {
  const search = Route.useSearch()
  return <RpcLookupPage key={JSON.stringify(search)} initial={search} />
}
