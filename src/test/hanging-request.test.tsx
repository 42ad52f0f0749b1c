// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setRequestTimeout } from '@/api/client'
import { EXAMPLES } from '@/examples'
import { injectFailure } from '../../mocks/failure-injection'
import { startFixtureServer } from './msw'
import { renderRoute } from './render-route'

startFixtureServer()

// The client gives up on a request after 20 s; here after 100 ms, so the whole retry cycle takes a few seconds.
beforeEach(() => setRequestTimeout(100))
afterEach(() => setRequestTimeout())

describe('a request that hangs', () => {
  it('is given up after the timeout, retried, then explained, and Retry recovers', async () => {
    injectFailure({ kind: 'hang' })
    await renderRoute(`/eth/token/${EXAMPLES.token.address}`)
    expect(await screen.findByText(/The data service did not answer in time — retrying in \d s/)).toBeInTheDocument()
    expect(await screen.findByText('Could not load transfers: The data service did not answer in time', undefined, { timeout: 10_000 })).toBeInTheDocument()

    injectFailure(null)
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: /USD Coin/ })).toBeInTheDocument()
  })
})
