import type { JsonField } from '@/api/fields'
import { NotIndexedNotice } from '@/components/NotIndexedNotice'

interface Props {
  metadata: JsonField
  readable: boolean
  refreshing: boolean
  onRefresh: () => void
}

/** Says why metadata is missing or unreadable; a token the service does not know yet is being indexed now. */
export function MetadataNotice({ metadata, readable, refreshing, onRefresh }: Props) {
  if (readable) return null
  if (metadata.state === 'invalid') {
    return (
      <p role="note" className="rounded-lg border border-warn/50 bg-raised p-3 text-sm">
        <span className="font-semibold text-warn">The token’s metadata is not valid JSON.</span> Its name, image and attributes cannot be read; the text the
        service holds is under Raw metadata.
      </p>
    )
  }
  return <NotIndexedNotice headline="No metadata yet." subject="this token’s metadata" refreshing={refreshing} onRefresh={onRefresh} />
}
