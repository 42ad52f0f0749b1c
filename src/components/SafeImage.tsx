import { useState } from 'react'
import { safeMediaUrl } from '@/lib/safe-url'

interface Props {
  src: string | null | undefined
  alt: string
  className?: string
  /** shown when there is no usable source or it fails to load */
  fallback?: React.ReactNode
}

/** An image from untrusted data: only http(s) and ipfs (through the gateway) are loaded. */
export function SafeImage({ src, alt, className, fallback = null }: Props) {
  const url = safeMediaUrl(src)
  const [failed, setFailed] = useState<string | null>(null)
  if (!url || failed === url) return <>{fallback}</>
  return <img src={url} alt={alt} className={className} loading="lazy" decoding="async" referrerPolicy="no-referrer" onError={() => setFailed(url)} />
}
