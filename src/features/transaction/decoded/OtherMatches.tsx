interface Props {
  count: number
}

/** Says that the shown signature is one of several that decode the same data. */
export function OtherMatches({ count }: Props) {
  if (count === 0) return null
  return (
    <span className="ml-2 text-sm text-muted">
      ({count} other {count === 1 ? 'signature also fits' : 'signatures also fit'})
    </span>
  )
}
