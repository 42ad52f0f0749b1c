import type { NftMedia } from '@/api/nft'
import { ExternalLink } from '@/components/ExternalLink'
import { UntrustedText } from '@/components/UntrustedText'
import { safeMediaUrl } from '@/lib/safe-url'

interface Props {
  animationUrl: unknown
  image: unknown
  media: NftMedia | null
}

function Source({ label, value }: { label: string; value: unknown }) {
  if (typeof value !== 'string' || value.trim() === '') return null
  const url = safeMediaUrl(value)
  return (
    <li>
      {url ? (
        <ExternalLink href={url}>Open {label.toLowerCase()}</ExternalLink>
      ) : (
        <span className="text-muted">{label}: not a web or IPFS address, not loaded</span>
      )}
    </li>
  )
}

/** Where the media comes from: links to the originals (through the IPFS gateway) and the service's preview status. */
export function MediaSources({ animationUrl, image, media }: Props) {
  return (
    <div className="space-y-1 text-sm">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        <Source label="Animation" value={animationUrl} />
        <Source label="Image" value={image} />
      </ul>
      {media && (
        <p className="text-xs text-muted">
          Preview: <UntrustedText value={media.status} fallback="unknown" maxLength={40} />
          {media.mimetype && (
            <>
              {' · '}
              <UntrustedText value={media.mimetype} maxLength={60} />
            </>
          )}
        </p>
      )}
    </div>
  )
}
