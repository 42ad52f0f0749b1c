import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { OPERATIONS } from '@/api/operations'
import { VIEWS } from '@/views/view-table'

const DOC = 'docs/architecture.md'
const FOLDERS = ['src/routes/', 'src/views/', 'src/api/', 'src/features/', 'mocks/fixtures/', 'e2e/']

/** The rows of the "Where each view lives" table: the operation, then one file or folder per column. */
function tableRows(): string[][] {
  const section = readFileSync(DOC, 'utf8').split('## Where each view lives')[1] ?? ''
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Operation') && !line.startsWith('|---'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/`/g, '')),
    )
}

describe(`${DOC}’s table of views`, () => {
  it('has one row per operation of the data provider, under its one name', () => {
    // Sourcify's operations are no view's data: the transaction view looks them up after its first paint.
    const providers = Object.values(OPERATIONS).filter((operation) => operation.base !== 'sourcify')
    expect(
      tableRows()
        .map(([operation]) => operation)
        .sort(),
    ).toEqual(providers.map((operation) => operation.name).sort())
  })

  it('names files and folders that exist, and the routes of the route table', () => {
    for (const [operation, ...cells] of tableRows()) {
      cells.forEach((cell, column) => expect(existsSync(`${FOLDERS[column]}${cell}`), `${operation}: ${FOLDERS[column]}${cell}`).toBe(true))
      const route = `/${cells[0]!.replace(/\.tsx$/, '').replace(/(^|\/)index$/, '$1')}`
      expect(Object.keys(VIEWS), operation).toContain(route)
    }
  })
})
