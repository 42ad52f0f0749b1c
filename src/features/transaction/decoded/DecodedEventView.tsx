import { UntrustedText } from '@/components/UntrustedText'
import type { DecodedEvent } from '@/lib/abi-decode/decode-event'
import { ArgumentList } from './ArgumentList'
import { LazyNameSourceNote } from '../LazyVerifiedViews'
import { OtherMatches } from './OtherMatches'

interface Props {
  chain: string
  event: DecodedEvent
}

/** An event named from the signature index, with its named arguments. */
export function DecodedEventView({ chain, event }: Props) {
  return (
    <div className="min-w-0 space-y-2" data-testid="decoded-log">
      <p className="min-w-0">
        <span className="text-sm text-muted">Event </span>
        <code className="wrap-anywhere font-mono text-sm font-semibold">
          <UntrustedText value={event.signature} maxLength={2000} />
        </code>
        <OtherMatches count={event.otherMatches} />
        <LazyNameSourceNote source={event.nameSource} />
      </p>
      <ArgumentList chain={chain} args={event.args} label={`Arguments of ${event.name}`} />
    </div>
  )
}
