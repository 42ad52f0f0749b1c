import { useState } from 'react'
import { downloadTextFile } from '@/lib/download-file'
import type { ImportReport } from '@/lib/watchlist/watchlist-store'
import { ImportReportNotice } from './ImportReportNotice'

// The buttons show before the watchlist has loaded (the home page draws them first); pressing one waits for it.
const loadWatchlist = () => import('@/lib/watchlist/watchlist-store').then((module) => module.watchlist)

const BUTTON = 'cursor-pointer rounded-md border border-line bg-raised px-3 py-1.5 text-sm font-medium hover:bg-sunken'

/** Export the watchlist as a JSON file, or add the entries of one. */
export function WatchlistFileActions({ empty }: { empty: boolean }) {
  const [report, setReport] = useState<ImportReport | null>(null)
  const importFile = async (file: File | undefined) => {
    if (!file) return
    const [watchlist, text] = await Promise.all([loadWatchlist(), file.text()])
    setReport(watchlist.importJson(text))
  }
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        {!empty && (
          <button
            type="button"
            className={BUTTON}
            onClick={() => void loadWatchlist().then((watchlist) => downloadTextFile('chainview-watchlist.json', watchlist.exportJson(), 'application/json'))}
          >
            Export JSON
          </button>
        )}
        <label className={`${BUTTON} focus-within:outline-2 focus-within:outline-accent`}>
          Import JSON
          <input
            type="file"
            accept="application/json,.json"
            className="sr-only"
            onChange={(event) => {
              void importFile(event.target.files?.[0])
              event.target.value = ''
            }}
          />
        </label>
      </div>
      {report && <ImportReportNotice report={report} />}
    </div>
  )
}
