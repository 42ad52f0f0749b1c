import { readFile } from 'node:fs/promises'
import type { Download } from '@playwright/test'
import Papa from 'papaparse'

/** A downloaded file's text, without the byte order mark a CSV starts with. */
export async function downloadedText(download: Download): Promise<string> {
  return (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')
}

/** A downloaded CSV read back by an independent RFC 4180 parser, one object per line keyed by the header. */
export async function downloadedCsv(download: Download): Promise<{ text: string; records: Record<string, string>[] }> {
  const text = await downloadedText(download)
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, delimiter: ',', newline: '\r\n', skipEmptyLines: true })
  if (parsed.errors.length > 0) throw new Error(`the CSV does not parse: ${JSON.stringify(parsed.errors.slice(0, 3))}`)
  return { text, records: parsed.data }
}
