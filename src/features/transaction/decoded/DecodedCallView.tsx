import { UntrustedText } from '@/components/UntrustedText'
import type { DecodedCall } from '@/lib/abi-decode/decoded-value'
import { AppendedBytes } from './AppendedBytes'
import { ArgumentList } from './ArgumentList'
import { LazyNameSourceNote } from '../LazyVerifiedViews'
import { OtherMatches } from './OtherMatches'

interface Props {
  chain: string
  call: DecodedCall
  /** a call found inside another call's argument */
  nested?: boolean
}

/** A call named from the signature index: its signature, then each argument by type. */
export function DecodedCallView({ chain, call, nested = false }: Props) {
  return (
    <div className="min-w-0 space-y-2" data-testid={nested ? 'nested-call' : 'decoded-call'}>
      <p className="min-w-0">
        <span className="text-sm text-muted">{nested ? 'Call ' : 'Function '}</span>
        <code className="wrap-anywhere font-mono text-sm font-semibold">
          <UntrustedText value={call.signature} maxLength={2000} />
        </code>
        <OtherMatches count={call.otherMatches} />
        <LazyNameSourceNote source={call.nameSource} />
      </p>
      <ArgumentList chain={chain} args={call.args} label={`Arguments of ${call.name}`} />
      {call.appendedBytes && <AppendedBytes value={call.appendedBytes} />}
    </div>
  )
}
