import { describe, expect, it } from 'vitest'
import { PROXY_BASES } from '@/config'
import { configFor, dataSourceOf } from './api-settings'
import { PROVIDER_BASES } from './provider-bases'

const ownKey = { apiKey: 'mine', bases: { rpc: 'https://rpc.example' } }

describe('configFor', () => {
  it('lets a server-side key win: live mode goes through the proxy and sends no key', () => {
    const config = configFor('live', ownKey)
    expect(config).toEqual({ mode: 'live', bases: PROXY_BASES, apiKey: null })
    expect(dataSourceOf(config)).toBe('server-key')
  })

  it('sends a brought-in key to the chosen bases, the provider’s where none was chosen', () => {
    const config = configFor('fixtures', ownKey)
    expect(config).toEqual({ mode: 'fixtures', bases: { ...PROVIDER_BASES, rpc: 'https://rpc.example' }, apiKey: 'mine' })
    expect(dataSourceOf(config)).toBe('own-key')
  })

  it('stays on fixtures without any key', () => {
    const config = configFor('fixtures', null)
    expect(config).toEqual({ mode: 'fixtures', bases: PROXY_BASES, apiKey: null })
    expect(dataSourceOf(config)).toBe('fixtures')
  })
})
