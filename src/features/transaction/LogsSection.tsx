import type { TransactionLog } from '@/api/transaction'
import type { EventDecoding } from '@/lib/abi-decode/decode-event'
import { LogEntry } from './LogEntry'
import type { TokenLookup } from './token-details'

interface Props {
  chain: string
  logs: TransactionLog[]
  lookup: TokenLookup
  /** one per log, decoded with the signature index; null until the shards have loaded */
  decodings: EventDecoding[] | null
}

export function LogsSection({ chain, logs, lookup, decodings }: Props) {
  return (
    <section aria-labelledby="logs-heading" className="rounded-lg border border-line bg-raised">
      <h2 id="logs-heading" className="border-b border-line px-4 py-3 font-semibold">
        Logs <span className="font-normal text-muted">({logs.length})</span>
      </h2>
      {logs.length === 0 ? (
        <p className="p-4 text-sm text-muted">This transaction emitted no logs.</p>
      ) : (
        <ol>
          {logs.map((log, index) => (
            <LogEntry key={`${log.log_index ?? ''}:${index}`} chain={chain} log={log} lookup={lookup} decoding={decodings?.[index] ?? null} />
          ))}
        </ol>
      )}
    </section>
  )
}
