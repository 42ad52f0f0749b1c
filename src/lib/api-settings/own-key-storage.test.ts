// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { OWN_KEY_STORAGE_KEY, readOwnKey, removeOwnKey, saveOwnKey } from './own-key-storage'

beforeEach(() => localStorage.clear())

describe('own key storage', () => {
  it('saves, reads back and removes a key with its bases', () => {
    expect(saveOwnKey({ apiKey: 'my-key', bases: { evm: 'https://evm.example' } })).toBe(true)
    expect(readOwnKey()).toEqual({ apiKey: 'my-key', bases: { evm: 'https://evm.example' } })
    removeOwnKey()
    expect(readOwnKey()).toBeNull()
    expect(localStorage.getItem(OWN_KEY_STORAGE_KEY)).toBeNull()
  })

  it('ignores what it cannot read, and bases it would not send a key to', () => {
    localStorage.setItem(OWN_KEY_STORAGE_KEY, '{not json')
    expect(readOwnKey()).toBeNull()
    localStorage.setItem(OWN_KEY_STORAGE_KEY, JSON.stringify({ apiKey: '' }))
    expect(readOwnKey()).toBeNull()
    localStorage.setItem(OWN_KEY_STORAGE_KEY, JSON.stringify({ apiKey: 'k', bases: { evm: 'http://evil.example', rpc: 'https://rpc.example/' } }))
    expect(readOwnKey()).toEqual({ apiKey: 'k', bases: { rpc: 'https://rpc.example' } })
  })

  it('reports a browser that refuses to store', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    } as unknown as Storage
    expect(saveOwnKey({ apiKey: 'k', bases: {} }, refusing)).toBe(false)
    expect(saveOwnKey({ apiKey: 'k', bases: {} }, null)).toBe(false)
  })
})
