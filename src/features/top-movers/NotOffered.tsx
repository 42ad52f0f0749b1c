import { describeError } from '@/lib/describe-error'

interface Props {
  error: unknown
}

/** A 404 for both of the board's operations means the provider has neither; asking again will not help. */
export function NotOffered({ error }: Props) {
  const { detail } = describeError(error)
  return (
    <div role="alert" className="rounded-lg border border-warn/50 bg-raised p-4">
      <p className="font-semibold text-warn">Top movers are not offered by this data service</p>
      <p className="mt-1 text-sm">
        It answered 404 for trending tokens and for the older top-movers board. Automatic refresh is stopped; the other views are not affected.
      </p>
      {detail && <p className="untrusted mt-1 text-sm text-muted">{detail}</p>}
    </div>
  )
}
