import { afterEach, describe, expect, it, vi } from 'vitest'
import { awaitBriefly, ROUTE_DATA_WAIT_MS } from './await-briefly'

const never = new Promise<void>(() => {})

describe('awaitBriefly', () => {
  afterEach(() => vi.useRealTimers())

  it('entering a route waits for data that comes in time', async () => {
    let answer!: () => void
    const prefetch = new Promise<void>((resolve) => (answer = resolve))
    const waiting = awaitBriefly(prefetch, 'enter')
    let done = false
    void waiting?.then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    answer()
    await waiting
    expect(done).toBe(true)
  })

  it('stops waiting for slow data after the wait, so the page can show its skeleton', async () => {
    vi.useFakeTimers()
    let done = false
    void awaitBriefly(never, 'enter')?.then(() => (done = true))
    await vi.advanceTimersByTimeAsync(ROUTE_DATA_WAIT_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })

  it('a change on the same page or a preload waits for nothing', () => {
    expect(awaitBriefly(never, 'stay')).toBeUndefined()
    expect(awaitBriefly(never, 'preload')).toBeUndefined()
  })
})
