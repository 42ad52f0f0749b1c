import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterPaint } from './after-paint'

describe('afterPaint', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('waits for the next frame, then for the task after it', async () => {
    vi.useFakeTimers()
    let paint: FrameRequestCallback = () => undefined
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      paint = callback
      return 1
    })
    let painted = false
    const waiting = afterPaint().then(() => (painted = true))
    await vi.advanceTimersByTimeAsync(10)
    expect(painted).toBe(false)
    paint(16)
    await vi.advanceTimersByTimeAsync(0)
    await waiting
    expect(painted).toBe(true)
  })

  it('gives up waiting in a tab that paints no frames', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', () => 1)
    let done = false
    const waiting = afterPaint(100).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(99)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await waiting
    expect(done).toBe(true)
  })
})
