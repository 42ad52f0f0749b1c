import type { NestedCall } from '@/lib/abi-decode/decoded-value'
import { DecodedCallView } from './DecodedCallView'

interface Props {
  chain: string
  nested: NestedCall
}

/** A call found inside a bytes argument, indented under it. */
export function NestedCallView({ chain, nested }: Props) {
  return (
    <div className="border-l-2 border-accent/40 pl-3">
      {nested.status === 'decoded' ? (
        <DecodedCallView chain={chain} call={nested.call} nested />
      ) : (
        <p className="text-sm text-muted">A call nested this deep is shown as bytes only.</p>
      )}
    </div>
  )
}
