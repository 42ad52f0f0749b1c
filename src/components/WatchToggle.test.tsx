// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { storedWatchKeysChanged } from '@/lib/watchlist/stored-watch-keys'
import type { WatchTarget } from '@/lib/watchlist/watch-target'
import { WATCHLIST_STORAGE_KEY } from '@/lib/watchlist/stored-watchlist'
import { WatchToggle } from './WatchToggle'

const USDC: WatchTarget = { kind: 'token', chain: 'eth', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }
const TX: WatchTarget = { kind: 'transaction', chain: 'base', hash: `0x${'ab'.repeat(32)}` }

const stored = () => JSON.parse(localStorage.getItem(WATCHLIST_STORAGE_KEY) ?? 'null') as { entries: { label: string }[] } | null
const watchButton = () => screen.getByRole('button', { name: /Watch/ })

function storeFromAnotherTab(entries: unknown[]) {
  localStorage.setItem(WATCHLIST_STORAGE_KEY, JSON.stringify({ version: 1, entries }))
  act(() => void window.dispatchEvent(new StorageEvent('storage', { key: WATCHLIST_STORAGE_KEY })))
}

afterEach(() => {
  localStorage.clear()
  storedWatchKeysChanged()
})

describe('the Watch button', () => {
  it('keeps the view with its label on the first press, and shows it pressed', async () => {
    render(<WatchToggle target={TX} label="Swapped 1 ETH for 3,000 USDC" />)
    expect(watchButton()).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(watchButton())
    await waitFor(() => expect(watchButton()).toHaveAttribute('aria-pressed', 'true'))
    expect(stored()?.entries).toEqual([expect.objectContaining({ ...TX, label: 'Swapped 1 ETH for 3,000 USDC' })])
  })

  it('follows another tab: pressed once the stored list keeps the view (whatever its address’s case), and released when it drops it', () => {
    render(<WatchToggle target={USDC} />)
    expect(watchButton()).toHaveAttribute('aria-pressed', 'false')
    storeFromAnotherTab([{ ...USDC, address: USDC.address.toLowerCase(), label: 'USD Coin', addedAt: '2026-11-01T00:00:00.000Z' }])
    expect(watchButton()).toHaveAttribute('aria-pressed', 'true')
    storeFromAnotherTab([])
    expect(watchButton()).toHaveAttribute('aria-pressed', 'false')
  })

  it('takes a kept view off the list when pressed again, leaving the other entries', async () => {
    const other = { kind: 'wallet', chain: 'eth', address: `0x${'12'.repeat(20)}`, label: 'Treasury', addedAt: '2026-11-01T00:00:00.000Z' }
    storeFromAnotherTab([{ ...USDC, label: 'USD Coin', addedAt: '2026-11-01T00:00:00.000Z' }, other])
    render(<WatchToggle target={USDC} />)
    expect(watchButton()).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(watchButton())
    await waitFor(() => expect(watchButton()).toHaveAttribute('aria-pressed', 'false'))
    expect(stored()?.entries).toEqual([other])
  })

  it('reads a stored list that is not JSON, or entries of no known shape, as keeping nothing', () => {
    localStorage.setItem(WATCHLIST_STORAGE_KEY, '{not json')
    storedWatchKeysChanged()
    render(<WatchToggle target={USDC} />)
    expect(watchButton()).toHaveAttribute('aria-pressed', 'false')
    storeFromAnotherTab([null, 7, { kind: 'token', chain: 'eth', address: 42 }, { kind: 'token', chain: 'eth' }])
    expect(watchButton()).toHaveAttribute('aria-pressed', 'false')
  })
})
