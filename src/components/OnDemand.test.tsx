// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { OnDemand } from './OnDemand'

describe('OnDemand', () => {
  it('says it is loading, then shows what the code draws', async () => {
    let arrive: (text: string) => void = () => undefined
    const load = () => new Promise<string>((resolve) => (arrive = resolve))
    render(
      <OnDemand load={load} what="the filters">
        {(text) => <p>{text}</p>}
      </OnDemand>,
    )
    expect(screen.getByText('Loading the filters…')).toBeInTheDocument()
    arrive('Apply filters')
    expect(await screen.findByText('Apply filters')).toBeInTheDocument()
    expect(screen.queryByText('Loading the filters…')).not.toBeInTheDocument()
  })

  it('says when the code could not be fetched, and fetches it again on Retry', async () => {
    let attempts = 0
    const load = () => {
      attempts += 1
      return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve('Apply filters')
    }
    render(
      <OnDemand load={load} what="the filters">
        {(text) => <p>{text}</p>}
      </OnDemand>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the filters: check the connection and try again.')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Apply filters')).toBeInTheDocument()
    expect(attempts).toBe(2)
  })
})
