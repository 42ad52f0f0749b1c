import { useId } from 'react'

interface Props {
  mediaItems: boolean
  normalizeMetadata: boolean
  onChange: (next: { media_items: boolean; normalizeMetadata: boolean }) => void
}

/** The two request options, written to the URL as media_items and normalizeMetadata as soon as they change. */
export function NftOptions({ mediaItems, normalizeMetadata, onChange }: Props) {
  const id = useId()
  return (
    <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
      <legend className="float-left mr-1 text-muted">Ask the service for</legend>
      <label htmlFor={`${id}-media`} className="inline-flex items-center gap-2">
        <input
          id={`${id}-media`}
          type="checkbox"
          checked={mediaItems}
          onChange={(event) => onChange({ media_items: event.target.checked, normalizeMetadata })}
        />
        Preview media
      </label>
      <label htmlFor={`${id}-normalize`} className="inline-flex items-center gap-2">
        <input
          id={`${id}-normalize`}
          type="checkbox"
          checked={normalizeMetadata}
          onChange={(event) => onChange({ media_items: mediaItems, normalizeMetadata: event.target.checked })}
        />
        Normalized metadata
      </label>
    </fieldset>
  )
}
