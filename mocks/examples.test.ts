import { describe, expect, it } from 'vitest'
import { startFixtureServer } from '../src/test/msw'
import { OPERATIONS } from '../src/api/operations'
import { VIEWS } from '../src/views/view-table'
import { EXAMPLE_VIEWS, FIXTURE_VIEWS, requestAt } from './fixture-views'

startFixtureServer()

describe('the views’ examples', () => {
  it('give every view that reads data an example link, each under a name of its own', () => {
    const reading = Object.values(VIEWS).filter((view) => !('summary' in view))
    expect(reading.filter((view) => view.example === undefined).map((view) => view.route)).toEqual([])
    expect(new Set(FIXTURE_VIEWS.map((view) => view.name)).size).toBe(FIXTURE_VIEWS.length)
  })

  it('label each header link once', () => {
    const labels = Object.values(VIEWS).flatMap((view) => (view.nav ? [view.nav.label] : []))
    expect(labels).toContain('Wallet')
    expect(new Set(labels).size).toBe(labels.length)
  })

  it.each(EXAMPLE_VIEWS.map((view) => [view.example.name, view] as const))('%s: its example link asks a request the fixtures answer', async (_, view) => {
    const request = requestAt(view, view.example.params)
    expect(request, 'a usable link with a request').not.toBeNull()
    const send = OPERATIONS[request!.operation].fetch as (params: unknown) => Promise<unknown>
    const answer = await send(request!.params)
    expect(answer).not.toBeNull()
    const rows = (answer as { items?: unknown[] }).items
    if (rows) expect(rows.length).toBeGreaterThan(0)
  })
})
