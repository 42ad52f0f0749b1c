import type { TransactionLog } from '@/api/transaction'
import { AddressEntity } from '@/components/AddressEntity'
import { decodeTokenEvent, logTopics } from '@/lib/decode-log'
import type { EventDecoding } from '@/lib/abi-decode/decode-event'
import { LazyDatabaseCandidates } from './LazyVerifiedViews'
import { DecodedEventLine } from './DecodedEventLine'
import { LazyDecodedEventView } from './decoded/LazyDecodedViews'
import { HexBlock } from './HexBlock'
import type { TokenLookup } from './token-details'

interface Props {
  chain: string
  log: TransactionLog
  lookup: TokenLookup
  /** the log decoded with the signature index; null until its shard has loaded */
  decoding: EventDecoding | null
}

export function LogEntry({ chain, log, lookup, decoding }: Props) {
  const event = decodeTokenEvent(log)
  const topics = logTopics(log)
  const name = `Log ${log.log_index ?? ''}`.trim()
  return (
    <li className="space-y-3 border-t border-line p-4 first:border-t-0" aria-label={name}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded bg-sunken px-2 py-0.5 font-mono text-xs">{name}</span>
        <span className="text-sm text-muted">emitted by</span>
        <AddressEntity chainSlug={chain} address={log.address} full />
      </div>
      {event && <DecodedEventLine chain={chain} contract={log.address} event={event} lookup={lookup} />}
      {!event && decoding?.status === 'decoded' && <LazyDecodedEventView chain={chain} event={decoding.event} />}
      {!event && decoding?.status === 'unknown' && <LazyDatabaseCandidates candidates={decoding.databaseCandidates} />}
      <div>
        <h3 className="text-xs font-medium uppercase tracking-wide text-muted">Topics</h3>
        {topics.length === 0 ? (
          <p className="text-sm text-muted">None (an anonymous event)</p>
        ) : (
          <ol className="mt-1 space-y-1">
            {topics.map((topic, index) => (
              <li key={index} className="flex gap-2 font-mono text-xs">
                <span className="shrink-0 text-muted">[{index}]</span>
                <span className="break-all">{topic}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <div>
        <h3 className="mb-1 text-xs font-medium uppercase tracking-wide text-muted">Data</h3>
        {log.data && log.data !== '0x' ? <HexBlock value={log.data} label={`${name} data`} /> : <p className="text-sm text-muted">Empty</p>}
      </div>
    </li>
  )
}
