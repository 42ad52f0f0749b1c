/**
 * Stands in for the chain picker on the JSON-RPC views: their chain is one of the JSON-RPC names, picked in the
 * lookup's own form, and a block hash belongs to one chain, so the data API's chains would mean nothing there.
 */
export function LookupChainNote() {
  return (
    <p className="flex h-8 items-center gap-2 text-sm text-muted">
      Chain<span className="text-fg">set by the RPC lookup</span>
    </p>
  )
}
