// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { injectFailure, type InjectedFailure } from '../../mocks/failure-injection'
import { FIXTURE_VIEWS } from '../../mocks/fixture-views'
import { startFixtureServer } from './msw'
import { renderRoute } from './render-route'

// The UI side of the failure matrix, every view from its deep link (src/api/failure-matrix.test.ts holds the client
// side; e2e/failures.spec.ts keeps what needs a browser: the header's way out, countdowns, a list's third page, offline).
startFixtureServer()

interface FailureCase {
  label: string
  failure: InjectedFailure
  says: RegExp
  /** whether Retry is offered, and recovers */
  retry: boolean
}

/** The failures react-query does not retry by itself, so they show at once. */
const IMMEDIATE: FailureCase[] = [
  {
    label: 'HTTP 400',
    failure: { kind: 'status', status: 400, message: ['limit must be a number'] },
    says: /The data service rejected the request/,
    retry: false,
  },
  { label: 'HTTP 401', failure: { kind: 'status', status: 401 }, says: /The API key was rejected/, retry: false },
  { label: 'HTTP 403', failure: { kind: 'status', status: 403 }, says: /This API key may not use this data/, retry: false },
  { label: 'HTTP 404', failure: { kind: 'status', status: 404 }, says: /not found|not offered|No transaction with this hash/i, retry: false },
  { label: 'a body that is not JSON', failure: { kind: 'not-json', times: 1 }, says: /not JSON/, retry: true },
  { label: 'JSON of the wrong shape', failure: { kind: 'wrong-shape', times: 1 }, says: /Unexpected response from the data service/, retry: true },
]

describe.each(FIXTURE_VIEWS)('$name when its request fails', (view) => {
  it.each(IMMEDIATE)('$label: says so, with Retry only where it helps', async ({ failure, says, retry }) => {
    injectFailure({ ...failure, match: view.request })
    await renderRoute(view.path)
    const [message] = await screen.findAllByText(says)
    expect(message).toBeVisible()
    if (failure.kind === 'wrong-shape') expect(screen.getAllByText(/\b[a-z_]\w*(\.\w+)*: \S/i).length, 'the field path').toBeGreaterThan(0)
    if (!retry) {
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
      return
    }
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect((await screen.findAllByText(view.shows)).length).toBeGreaterThan(0)
    expect(screen.queryAllByText(says)).toEqual([])
  })

  it('HTTP 429 with Retry-After: counts down, then shows the data', async () => {
    // Three seconds, so that a busy machine's slow first render still finds the countdown running.
    injectFailure({ kind: 'status', status: 429, retryAfter: '3', times: 1, match: view.request })
    await renderRoute(view.path)
    expect(await screen.findByText(/Rate limited — retrying in [1-3] s/)).toBeInTheDocument()
    expect((await screen.findAllByText(view.shows)).length).toBeGreaterThan(0)
    expect(screen.queryAllByText(/Rate limited/)).toEqual([])
  })
})
