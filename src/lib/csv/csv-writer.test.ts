import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { capRows, csvField, CSV_ROW_CAP, toCsv, type CsvColumn } from './csv-writer'

interface Row {
  name: string | null
  raw: bigint
}

const columns: CsvColumn<Row>[] = [
  { header: 'name', value: (row) => row.name },
  { header: 'raw', value: (row) => row.raw },
]

/** Reads a file back with an independent RFC 4180 parser. */
function readBack(csv: string): string[][] {
  const parsed = Papa.parse<string[]>(csv, { delimiter: ',', newline: '\r\n', skipEmptyLines: true })
  expect(parsed.errors).toEqual([])
  return parsed.data
}

describe('csv writer', () => {
  it('writes a header and one CRLF-ended record per row', () => {
    expect(toCsv(columns, [{ name: 'USDC', raw: 1n }])).toBe('name,raw\r\nUSDC,1\r\n')
  })

  it('keeps integers above 2^53 exact to the last digit', () => {
    const csv = toCsv(columns, [
      { name: 'a', raw: 9007199254740993n },
      { name: 'b', raw: 123456789012345678901234567890n },
    ])
    expect(
      readBack(csv)
        .slice(1)
        .map((record) => record[1]),
    ).toEqual(['9007199254740993', '123456789012345678901234567890'])
  })

  it('quotes commas, quotes, CR and LF so the fields read back unchanged', () => {
    const names = ['Uniswap V3: USDC, WETH', 'the "real" one', 'two\nlines', 'carriage\r\nreturn', '']
    const csv = toCsv(
      columns,
      names.map((name) => ({ name, raw: 0n })),
    )
    expect(csv).toContain('"the ""real"" one"')
    expect(
      readBack(csv)
        .slice(1)
        .map((record) => record[0]),
    ).toEqual(names)
  })

  it('writes a missing value as an empty field', () => {
    expect(toCsv(columns, [{ name: null, raw: 5n }])).toBe('name,raw\r\n,5\r\n')
  })

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ["+cmd|' /C calc'!A0", `'+cmd|' /C calc'!A0`],
    ['-2+3+cmd|x', `'-2+3+cmd|x`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises a cell that a spreadsheet would run as a formula: %j', (hostile, written) => {
    expect(csvField(hostile)).toBe(written)
    expect(readBack(`${csvField(hostile)}\r\n`)[0]?.[0]).toBe(`'${hostile}`)
  })

  it('leaves plain signed numbers as numbers', () => {
    expect(csvField('-3.25')).toBe('-3.25')
    expect(csvField('+12')).toBe('+12')
    expect(csvField('-')).toBe("'-")
  })

  it('leaves text that only contains a formula character further in alone', () => {
    expect(csvField('a=b')).toBe('a=b')
    expect(csvField('user@example.org')).toBe('user@example.org')
  })

  it('caps at 10,000 rows and says when rows were left out', () => {
    const rows = Array.from({ length: CSV_ROW_CAP + 1 }, (_, index) => index)
    expect(CSV_ROW_CAP).toBe(10_000)
    const capped = capRows(rows)
    expect(capped.rows).toHaveLength(10_000)
    expect(capped.rows.at(-1)).toBe(9_999)
    expect(capped.capped).toBe(true)
    expect(capRows(rows.slice(0, CSV_ROW_CAP))).toEqual({ rows: rows.slice(0, CSV_ROW_CAP), capped: false })
  })
})
