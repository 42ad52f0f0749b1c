import type { CallDecoding } from '@/lib/abi-decode/decode-call'
import { LazyDatabaseCandidates } from '../LazyVerifiedViews'
import { DecodedCallView } from './DecodedCallView'

interface Props {
  chain: string
  decoding: CallDecoding
}

/** A call inside another one: decoded, or its selector and why it is not. */
export function CallDecodingView({ chain, decoding }: Props) {
  if (decoding.status === 'decoded') return <DecodedCallView chain={chain} call={decoding.call} nested />
  if (decoding.status === 'not-a-call') return <p className="text-sm text-muted">No call data: a plain payment.</p>
  return (
    <>
      <p className="text-sm">
        <span className="text-muted">Function selector </span>
        <code className="font-mono font-semibold">{decoding.selector}</code>
        <span className="text-muted"> (not a call this explorer decodes)</span>
      </p>
      {decoding.status === 'unknown' && <LazyDatabaseCandidates candidates={decoding.databaseCandidates} />}
    </>
  )
}
