import { describeError } from '@/lib/describe-error'

interface Props {
  error: unknown
}

/** A 404 for this operation means the provider does not have it; asking again will not help. */
export function NotOffered({ error }: Props) {
  const { detail } = describeError(error)
  return (
    <div role="alert" className="rounded-lg border border-warn/50 bg-raised p-4">
      <p className="font-semibold text-warn">This data service offers neither trending tokens nor the top-movers board</p>
      <p className="mt-1 text-sm">
        Both operations answered 404: the provider has retired them. Automatic refresh is stopped; the other views are not affected.
      </p>
      {detail && <p className="untrusted mt-1 text-sm text-muted">{detail}</p>}
    </div>
  )
}
