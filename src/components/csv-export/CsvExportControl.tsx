import type { QueryKey } from '@tanstack/react-query'
import { describeError } from '@/lib/describe-error'
import { CSV_ROW_CAP } from '@/lib/csv/csv-writer'
import { groupDigits } from '@/lib/format'
import { useCsvExport, type CsvExportRequest, type CsvExportState } from './use-csv-export'

interface Props<TPage, TRow, TKey extends QueryKey, TParam> extends CsvExportRequest<TPage, TRow, TKey, TParam> {
  /** plural noun for the rows, e.g. "transfers" */
  noun: string
  /** which rows the file holds, after "Every <row>": "matching these filters" unless the page says otherwise */
  scope?: string
}

const CAP_TEXT = groupDigits(String(CSV_ROW_CAP))
const BUTTON = 'rounded-md border border-line bg-raised px-3 py-1.5 text-sm font-medium text-fg hover:bg-sunken'

function count(rows: number, noun: string): string {
  return `${groupDigits(String(rows))} ${noun}`
}

/**
 * "Export CSV": every row matching the URL's filters, up to the cap, with progress, cancel, and after a failure
 * the choice to go on from where it stopped or to save what it has.
 */
export function CsvExportControl<TPage, TRow, TKey extends QueryKey, TParam>({
  noun,
  scope = 'matching these filters',
  ...request
}: Props<TPage, TRow, TKey, TParam>) {
  const { state, start, cancel, saveFetched } = useCsvExport(request)
  // The pages fetched stay in the list's cache, so a new run after a failure goes on from the page that failed.
  const resumable = state.status === 'failed' || (state.status === 'saved' && state.partial)
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 text-sm" data-testid="csv-export">
      {state.status === 'running' ? (
        <>
          <progress max={CSV_ROW_CAP} value={state.rows} aria-label={`CSV export: ${count(state.rows, noun)} fetched`} className="h-2 w-24 accent-accent" />
          <button type="button" onClick={cancel} className={BUTTON}>
            Cancel export
          </button>
        </>
      ) : (
        <button type="button" onClick={() => void start()} className={BUTTON}>
          {resumable ? `Retry from ${noun.replace(/s$/, '')} ${groupDigits(String(state.rows + 1))}` : 'Export CSV'}
        </button>
      )}
      {state.status === 'failed' && state.rows > 0 && (
        <button type="button" onClick={saveFetched} className={BUTTON}>
          Save the {count(state.rows, noun)} fetched
        </button>
      )}
      <ExportStatus state={state} noun={noun} scope={scope} />
    </div>
  )
}

function ExportStatus({ state, noun, scope }: { state: CsvExportState; noun: string; scope: string }) {
  switch (state.status) {
    case 'idle':
      return (
        <span className="text-muted">
          Every {noun.replace(/s$/, '')} {scope}, up to {CAP_TEXT}.
        </span>
      )
    case 'running':
      return (
        <span role="status" className="text-muted">
          Fetching {noun} for the CSV: {count(state.rows, noun)} so far ({state.pages} {state.pages === 1 ? 'page' : 'pages'}), up to {CAP_TEXT}.
        </span>
      )
    case 'saved':
      return (
        <span role="status" className="min-w-0 break-all text-muted">
          Saved {count(state.rows, noun)} to {state.fileName}.
          {state.capped && <strong className="ml-1 font-medium text-warn">The list has more: the file stops at the first {CAP_TEXT}.</strong>}
        </span>
      )
    case 'cancelled':
      return (
        <span role="status" className="text-muted">
          Export cancelled after {count(state.rows, noun)}. Nothing was saved.
        </span>
      )
    case 'failed': {
      const { title, detail } = describeError(state.error)
      return (
        <span role="alert" className="min-w-0 text-danger">
          The export stopped after {count(state.rows, noun)}: {title}
          {detail ? ` (${detail})` : ''}.
        </span>
      )
    }
  }
}
