/**
 * An RFC 4180 writer: fields separated by commas, records by CRLF, and a field quoted (with its quotes doubled)
 * when it holds a comma, a quote, CR or LF. Cells are also made safe to open in a spreadsheet: text beginning with
 * `=`, `+`, `-`, `@`, tab or CR could run as a formula there (CSV injection), so it gets a leading apostrophe,
 * which spreadsheets read as "this is text" and do not show.
 */

export type CsvValue = string | bigint | number | boolean | null | undefined

export interface CsvColumn<T> {
  header: string
  value: (row: T) => CsvValue
}

/** At most this many rows go into one file, as Etherscan caps its own export. */
export const CSV_ROW_CAP = 10_000

const FORMULA_START = /^[=+\-@\t\r]/
/** A plain number is never a formula; an apostrophe would make the spreadsheet read "-3.5" as text. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/
const NEEDS_QUOTES = /[",\r\n]/

function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'string' ? value : String(value)
}

/** One field, neutralised and quoted as needed. */
export function csvField(value: CsvValue): string {
  const text = cellText(value)
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function csvRecord(fields: readonly CsvValue[]): string {
  return fields.map(csvField).join(',')
}

/** A header line and one line per row, each ending in CRLF. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [csvRecord(columns.map((column) => column.header))]
  for (const row of rows) lines.push(csvRecord(columns.map((column) => column.value(row))))
  return `${lines.join('\r\n')}\r\n`
}

/** The first `cap` rows, and whether any were left out. */
export function capRows<T>(rows: readonly T[], cap = CSV_ROW_CAP): { rows: T[]; capped: boolean } {
  return { rows: rows.slice(0, cap), capped: rows.length > cap }
}
