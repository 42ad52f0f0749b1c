// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { startFixtureServer } from '@/test/msw'
import { renderRoute } from '@/test/render-route'

startFixtureServer()

const page = vi.hoisted(() => ({ broken: true }))

// A page that fails while rendering, as a bug or data no one foresaw could make it.
vi.mock('@/features/top-movers/TopMoversPage', () => ({
  TopMoversPage: () => {
    if (page.broken) throw new TypeError("Cannot read properties of undefined (reading 'gainers')")
    return <h1>The board is back</h1>
  },
}))

describe('a page that throws while rendering', () => {
  beforeEach(() => {
    page.broken = true
    // React and the router report the caught error; the test is about what the user sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })

  it('shows what happened inside the page, with a way back, and the rest of the app keeps working', async () => {
    await renderRoute('/market/top-movers')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Something went wrong while showing this page')
    expect(alert).toHaveTextContent("Cannot read properties of undefined (reading 'gainers')")
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('banner')).toBeInTheDocument()

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Views' })).getByRole('link', { name: 'Token transfers' }))
    expect(await screen.findByRole('heading', { name: /USD Coin/ }, { timeout: 5_000 })).toBeInTheDocument()
  })

  it('goes back home by its link', async () => {
    await renderRoute('/market/top-movers')
    await userEvent.click(await screen.findByRole('link', { name: 'Back to the home page' }))
    expect(await screen.findByRole('heading', { name: 'Chainview', level: 1 })).toBeInTheDocument()
  })

  it('renders the page again on Retry once it can', async () => {
    await renderRoute('/market/top-movers')
    await screen.findByRole('alert')
    page.broken = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'The board is back' })).toBeInTheDocument()
  })
})
