import { describe, expect, it } from 'vitest'
import { watchKey, type WatchTarget } from './watch-target'
import { WATCHLIST_VERSION } from './watchlist-document'
import { createWatchlistStore, WATCHLIST_STORAGE_KEY } from './watchlist-store'

/** A Storage of our own per test, so one test's watchlist never leaks into the next. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial))
  return {
    get length() {
      return values.size
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  }
}

const USDC: WatchTarget = { kind: 'token', chain: 'eth', address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' }
const APE: WatchTarget = { kind: 'nft', chain: 'eth', address: '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d', tokenId: '7495' }
const BONK: WatchTarget = { kind: 'solana-pairs', network: 'mainnet', address: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263' }
const NOW = new Date('2026-11-23T10:00:00.000Z')

function storeOn(storage = memoryStorage()) {
  return { storage, store: createWatchlistStore(storage, () => NOW) }
}

describe('watchlist store', () => {
  it('adds an entry with its chain, label and the time it was added, and keeps it in storage', () => {
    const { storage, store } = storeOn()
    store.add(USDC, 'USD Coin (USDC)')
    expect(store.entries()).toEqual([{ ...USDC, label: 'USD Coin (USDC)', addedAt: '2026-11-23T10:00:00.000Z' }])
    const reopened = createWatchlistStore(storage)
    expect(reopened.entries()).toEqual(store.entries())
    expect(JSON.parse(storage.getItem(WATCHLIST_STORAGE_KEY) ?? '')).toMatchObject({ version: WATCHLIST_VERSION })
  })

  it('adds the same view once, whatever the case of its address', () => {
    const { store } = storeOn()
    store.add(USDC, 'first')
    store.add({ ...USDC, address: USDC.kind === 'token' ? USDC.address.toUpperCase().replace('0X', '0x') : '' }, 'second')
    expect(store.entries().map((entry) => entry.label)).toEqual(['first'])
  })

  it('names an entry added without a label after what it is', () => {
    const { store } = storeOn()
    store.add(APE, '   ')
    expect(store.entries()[0]?.label).toBe('NFT 0xbc4c…f13d #7495')
  })

  it('renames an entry, and refuses an empty name', () => {
    const { store } = storeOn()
    store.add(USDC, 'USDC')
    expect(store.rename(watchKey(USDC), '  My   stablecoin ')).toBe(true)
    expect(store.rename(watchKey(USDC), '   ')).toBe(false)
    expect(store.entries()[0]?.label).toBe('My stablecoin')
  })

  it('removes one entry and leaves the others', () => {
    const { store } = storeOn()
    store.add(USDC, 'USDC')
    store.add(BONK, 'Bonk')
    store.remove(watchKey(USDC))
    expect(store.entries().map((entry) => entry.kind)).toEqual(['solana-pairs'])
  })

  it('tells its listeners of every change', () => {
    const { store } = storeOn()
    let calls = 0
    const unsubscribe = store.subscribe(() => (calls += 1))
    store.add(USDC, 'USDC')
    store.rename(watchKey(USDC), 'renamed')
    store.remove(watchKey(USDC))
    unsubscribe()
    store.add(BONK, 'Bonk')
    expect(calls).toBe(3)
  })

  it('exports JSON that another browser imports to the same watchlist', () => {
    const { store } = storeOn()
    store.add(USDC, 'USDC')
    store.add(APE, 'Ape <img src=x onerror=alert(1)>')
    store.add(BONK, 'Bonk')
    const other = storeOn().store
    expect(other.importJson(store.exportJson())).toEqual({ added: 3, alreadyWatched: 0, skipped: [], problem: null })
    expect(other.entries()).toEqual(store.entries())
  })

  it('imports the good entries of a file, reports each bad one by position, and loses nothing already watched', () => {
    const { store } = storeOn()
    store.add(USDC, 'Mine')
    const file = JSON.stringify({
      version: 1,
      entries: [
        { ...USDC, label: 'Theirs', addedAt: '2026-01-01T00:00:00.000Z' },
        { kind: 'wallet', chain: 'eth', address: '0x7f3a9c1e5b2d8046a1c9e7f0b3d5a2c4e6f81d9b', label: 'Vault', addedAt: '2026-01-02T00:00:00.000Z' },
        { kind: 'wallet', chain: 'not-a-chain', address: '0x7f3a9c1e5b2d8046a1c9e7f0b3d5a2c4e6f81d9b', label: 'x', addedAt: '2026-01-02T00:00:00.000Z' },
        { kind: 'token', chain: 'eth', address: 'javascript:alert(1)', label: 'x', addedAt: '2026-01-02T00:00:00.000Z' },
        { kind: 'spaceship', label: 'x' },
        'just text',
        { kind: 'nft', chain: 'eth', address: '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d', tokenId: '7495', label: '', addedAt: 'yesterday' },
      ],
    })
    const report = store.importJson(file)
    expect(report).toMatchObject({ added: 1, alreadyWatched: 1, problem: null })
    expect(report.skipped.map((skipped) => skipped.position)).toEqual([3, 4, 5, 6, 7])
    expect(report.skipped[0]?.problem).toMatch(/chain/)
    expect(report.skipped[1]?.problem).toMatch(/address/)
    expect(report.skipped[2]?.problem).toMatch(/“spaceship” is not a kind/)
    expect(report.skipped[4]?.problem).toMatch(/label is empty.*addedAt/)
    expect(store.entries().map((entry) => entry.label)).toEqual(['Mine', 'Vault'])
  })

  it('refuses a file that is not JSON or not a watchlist, and changes nothing', () => {
    const { store } = storeOn()
    store.add(USDC, 'Mine')
    expect(store.importJson('{not json').problem).toBe('The file is not JSON.')
    expect(store.importJson('{"entries": 5}').problem).toMatch(/not a Chainview watchlist/)
    expect(store.importJson('{"version": 9, "entries": []}').problem).toMatch(/newer Chainview \(format 9\)/)
    expect(store.entries().map((entry) => entry.label)).toEqual(['Mine'])
  })

  it('keeps only an entry’s own fields from a file, and names each missing one', () => {
    const { store } = storeOn()
    const file = JSON.stringify([
      { ...USDC, label: 'Theirs', addedAt: 1767225600000, onclick: 'alert(1)', href: 'javascript:alert(1)' },
      { kind: 'transaction', chain: 'eth', label: 'No hash', addedAt: 1767225600000 },
    ])
    const report = store.importJson(file)
    expect(report.skipped).toEqual([{ position: 2, problem: 'the hash is missing' }])
    expect(store.entries()).toEqual([{ ...USDC, label: 'Theirs', addedAt: '2026-01-01T00:00:00.000Z' }])
    expect(Object.keys(store.entries()[0] ?? {}).sort()).toEqual(['addedAt', 'address', 'chain', 'kind', 'label'])
  })

  it('migrates a stored watchlist of format 0 (a bare array, times in milliseconds) when it reads it', () => {
    const legacy = JSON.stringify([
      { kind: 'token', chain: 'eth', address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', label: 'USDC', addedAt: Date.parse('2025-03-04T05:06:07.000Z') },
    ])
    const { storage, store } = storeOn(memoryStorage({ [WATCHLIST_STORAGE_KEY]: legacy }))
    expect(store.entries()).toEqual([{ ...USDC, label: 'USDC', addedAt: '2025-03-04T05:06:07.000Z' }])
    store.add(BONK, 'Bonk')
    expect(JSON.parse(storage.getItem(WATCHLIST_STORAGE_KEY) ?? '')).toMatchObject({
      version: 1,
      entries: [{ addedAt: '2025-03-04T05:06:07.000Z' }, { kind: 'solana-pairs' }],
    })
  })

  it('starts empty from unreadable storage instead of failing', () => {
    const { store } = storeOn(memoryStorage({ [WATCHLIST_STORAGE_KEY]: '{oops' }))
    expect(store.entries()).toEqual([])
  })

  it('still works for the tab when storage refuses to write', () => {
    const storage = memoryStorage()
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    const { store } = storeOn(storage)
    store.add(USDC, 'USDC')
    expect(store.entries()).toHaveLength(1)
  })

  it('keeps what another tab added while nothing here listened, when this tab adds next', () => {
    const { storage, store } = storeOn()
    store.add(USDC, 'USDC')
    createWatchlistStore(storage, () => NOW).add(APE, 'Ape #7495')
    store.add(BONK, 'Bonk')
    expect(store.entries().map(watchKey)).toEqual([USDC, APE, BONK].map(watchKey))
  })
})
