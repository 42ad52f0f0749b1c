import type { ImportReport } from '@/lib/watchlist/watchlist-store'

function entries(count: number): string {
  return `${count} ${count === 1 ? 'entry' : 'entries'}`
}

/** What an import did: how many entries it added, and each one it skipped with the reason. */
export function ImportReportNotice({ report }: { report: ImportReport }) {
  if (report.problem) {
    return (
      <p role="alert" className="text-sm text-danger">
        Nothing was imported. {report.problem}
      </p>
    )
  }
  return (
    <div role="status" className="text-sm">
      <p>
        Imported {entries(report.added)}
        {report.alreadyWatched > 0 && `; ${entries(report.alreadyWatched)} already on the watchlist kept their labels`}
        {report.skipped.length > 0 && `; skipped ${entries(report.skipped.length)}`}.
      </p>
      {report.skipped.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-muted">
          {report.skipped.slice(0, 20).map((skipped) => (
            <li key={skipped.position} className="break-words">
              Entry {skipped.position}: {skipped.problem}
            </li>
          ))}
          {report.skipped.length > 20 && <li>and {report.skipped.length - 20} more</li>}
        </ul>
      )}
    </div>
  )
}
