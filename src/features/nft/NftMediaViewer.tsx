import { useState } from 'react'
import type { MediaCandidate, MediaPlan } from '@/lib/nft-media'
import { MediaPlaceholder, type PlaceholderReason } from './MediaPlaceholder'

interface Props {
  plan: MediaPlan
  /** the token's name, for alt text and titles */
  name: string
  /** the service has not read the token's metadata yet */
  pending: boolean
}

const FRAME = 'block aspect-square w-full rounded-lg border border-line bg-sunken object-contain'

function reasonFor(plan: MediaPlan, pending: boolean): PlaceholderReason {
  if (plan.candidates.length > 0) return 'failed'
  if (pending) return 'pending'
  return plan.skippedUnsafe ? 'unsafe' : 'none'
}

/** Shows the first source that loads: animation, then image, then a placeholder that says why. */
export function NftMediaViewer({ plan, name, pending }: Props) {
  const [index, setIndex] = useState(0)
  const candidate = plan.candidates[index]
  if (!candidate) return <MediaPlaceholder reason={reasonFor(plan, pending)} />
  const next = () => setIndex(index + 1)
  return (
    <div data-media-kind={candidate.kind} data-media-from={candidate.from}>
      <MediaElement key={`${index}:${candidate.src}`} candidate={candidate} name={name} onFail={next} />
    </div>
  )
}

function MediaElement({ candidate, name, onFail }: { candidate: MediaCandidate; name: string; onFail: () => void }) {
  switch (candidate.kind) {
    case 'image':
      return (
        <img
          src={candidate.src}
          srcSet={candidate.srcSet ?? undefined}
          sizes={candidate.srcSet ? '(min-width: 1024px) 500px, (min-width: 640px) 80vw, 100vw' : undefined}
          alt={name}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={onFail}
          className={FRAME}
        />
      )
    case 'video':
      return (
        <video
          src={candidate.src}
          poster={candidate.poster ?? undefined}
          controls
          loop
          muted
          playsInline
          preload="metadata"
          aria-label={`Video of ${name}`}
          onError={onFail}
          className={FRAME}
        />
      )
    case 'audio':
      return (
        <figure className="space-y-2">
          {candidate.poster ? (
            <img src={candidate.poster} alt={`Cover of ${name}`} referrerPolicy="no-referrer" className={FRAME} />
          ) : (
            <div aria-hidden="true" className={`${FRAME} flex items-center justify-center text-4xl text-muted`}>
              ♪
            </div>
          )}
          <audio src={candidate.src} controls preload="metadata" aria-label={`Audio of ${name}`} onError={onFail} className="w-full" />
        </figure>
      )
    case 'html':
      // No allow-scripts, no allow-same-origin: the page is shown inert and can reach nothing of ours.
      return <iframe src={candidate.src} sandbox="" referrerPolicy="no-referrer" loading="lazy" title={`Interactive media of ${name}`} className={FRAME} />
  }
}
