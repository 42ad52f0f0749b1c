import { safeHttpUrl } from '@/lib/safe-url'

interface Props {
  href: string | null | undefined
  children: React.ReactNode
  className?: string
}

/** A link from untrusted data: http(s) only, opened without giving the target a handle on this page. */
export function ExternalLink({ href, children, className }: Props) {
  const url = safeHttpUrl(href)
  if (!url) return <span className={className}>{children}</span>
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className ?? 'text-accent underline-offset-2 hover:underline'}>
      {children}
    </a>
  )
}
