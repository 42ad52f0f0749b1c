import type { Transaction } from '@/api/transaction'
import { decodeInput, hexByteLength } from '@/lib/decode-input'
import { LazyDatabaseCandidates } from './LazyVerifiedViews'
import { DecodedCall } from './DecodedCall'
import { HexBlock } from './HexBlock'
import type { TokenLookup } from './token-details'
import { groupDigits } from '@/lib/format'
import type { CallDecoding } from '@/lib/abi-decode/decode-call'
import type { RouterStep } from '@/lib/abi-decode/router-steps'
import { LazyDecodedCallView } from './decoded/LazyDecodedViews'
import { lazy, Suspense } from 'react'

// Shown only for a Universal Router plan: its own chunk, so other transactions do not download it.
const RouterSteps = lazy(() => import('./decoded/RouterSteps').then((module) => ({ default: module.RouterSteps })))

interface Props {
  chain: string
  tx: Transaction
  /** whether the called contract emitted ERC721 events in this transaction */
  nftContract: boolean
  lookup: TokenLookup
  /** the call decoded with the signature index; null until its shards have loaded (or when they failed to) */
  decoding: CallDecoding | null
  /** a Universal Router plan's steps; null when the call is not one, or until the command table has loaded */
  routerSteps: RouterStep[] | null
}

export function InputDataSection({ chain, tx, nftContract, lookup, decoding, routerSteps }: Props) {
  const input = tx.input ?? '0x'
  const creation = tx.to_address === null
  const { selector, call } = creation ? { selector: null, call: null } : decodeInput(input)
  const bytes = hexByteLength(input)
  const indexed = !call && decoding?.status === 'decoded' ? decoding.call : null
  const undecoded = !call && decoding !== null && decoding.status !== 'decoded' && decoding.status !== 'pending'
  return (
    <section aria-labelledby="input-heading" className="space-y-3 rounded-lg border border-line bg-raised p-4">
      <h2 id="input-heading" className="font-semibold">
        Input data <span className="font-normal text-muted">({groupDigits(String(bytes))} bytes)</span>
      </h2>
      {bytes === 0 ? (
        <p className="text-sm text-muted">No input data: a plain payment with no contract call.</p>
      ) : (
        <>
          {creation && <p className="text-sm text-muted">The code that created the contract.</p>}
          {selector && (
            <p className="text-sm">
              <span className="text-muted">Function selector </span>
              <code className="font-mono font-semibold">{selector}</code>
              {undecoded && (
                <span className="text-muted"> ({decoding.status === 'too-large' ? 'too large to decode here' : 'not a call this explorer decodes'})</span>
              )}
            </p>
          )}
          {undecoded && decoding.status === 'unknown' && <LazyDatabaseCandidates candidates={decoding.databaseCandidates} />}
          {call && tx.to_address && <DecodedCall chain={chain} contract={tx.to_address} call={call} nft={nftContract} lookup={lookup} />}
          {indexed && <LazyDecodedCallView chain={chain} call={indexed} />}
          {indexed && routerSteps && (
            <Suspense fallback={null}>
              <RouterSteps chain={chain} steps={routerSteps} />
            </Suspense>
          )}
          <div>
            {indexed && <h3 className="mb-1 text-xs font-medium uppercase tracking-wide text-muted">Raw</h3>}
            <HexBlock value={input} label="Raw input data" />
          </div>
        </>
      )}
    </section>
  )
}
