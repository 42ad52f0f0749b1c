// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reloadForCode } from './reload-for-code'

describe('a view whose code failed to download', () => {
  const reload = vi.fn()
  beforeEach(() => {
    sessionStorage.clear()
    reload.mockReset()
    window.history.replaceState(null, '', '/market/top-movers')
  })
  afterEach(() => vi.unstubAllGlobals())

  it('reloads once the server answers again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200 })),
    )
    expect(await reloadForCode({ unasked: false, reload })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload while the server cannot be reached, or answers with an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(new Response(null, { status: 502 })),
    )
    expect(await reloadForCode({ unasked: false, reload })).toBe(false)
    expect(await reloadForCode({ unasked: false, reload })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads by itself once for an address, so a file missing for good is not a reload loop; Retry still reloads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200 })),
    )
    expect(await reloadForCode({ unasked: true, reload })).toBe(true)
    expect(await reloadForCode({ unasked: true, reload })).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)

    window.history.replaceState(null, '', '/eth/token/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
    expect(await reloadForCode({ unasked: true, reload })).toBe(true)
    window.history.replaceState(null, '', '/market/top-movers')
    expect(await reloadForCode({ unasked: false, reload })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(3)
  })
})
