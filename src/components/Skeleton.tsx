interface Props {
  className?: string
}

export function Skeleton({ className = 'h-4 w-24' }: Props) {
  return <span aria-hidden="true" className={`inline-block animate-pulse rounded bg-sunken ${className}`} />
}
