import type { TransactionLog } from '@/api/transaction'
import { LogEntry } from './LogEntry'
import type { TokenLookup } from './token-details'

interface Props {
  chain: string
  logs: TransactionLog[]
  lookup: TokenLookup
}

export function LogsSection({ chain, logs, lookup }: Props) {
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
            <LogEntry key={`${log.log_index ?? ''}:${index}`} chain={chain} log={log} lookup={lookup} />
          ))}
        </ol>
      )}
    </section>
  )
}
