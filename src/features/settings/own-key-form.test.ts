import { describe, expect, it } from 'vitest'
import { keyHint, readOwnKeyForm } from './own-key-form'

const empty = { apiKey: '', evm: '', solana: '', rpc: '' }

describe('readOwnKeyForm', () => {
  it('asks for a key when none is typed or saved', () => {
    expect(readOwnKeyForm(empty, null)).toEqual({ ok: false, problems: { apiKey: 'Enter your API key.' } })
  })

  it('keeps the saved key when the key field is left empty', () => {
    expect(readOwnKeyForm({ ...empty, rpc: 'https://rpc.example/' }, 'saved-key')).toEqual({
      ok: true,
      settings: { apiKey: 'saved-key', bases: { rpc: 'https://rpc.example' } },
    })
  })

  it('takes a typed key over the saved one, trimmed', () => {
    expect(readOwnKeyForm({ ...empty, apiKey: '  new-key \n' }, 'saved-key')).toEqual({ ok: true, settings: { apiKey: 'new-key', bases: {} } })
  })

  it('refuses a key with spaces inside', () => {
    expect(readOwnKeyForm({ ...empty, apiKey: 'two words' }, null)).toMatchObject({ ok: false, problems: { apiKey: expect.stringContaining('no spaces') } })
  })

  it('says which address is wrong and why', () => {
    const result = readOwnKeyForm({ apiKey: 'k', evm: 'http://api.example', solana: 'not a url', rpc: 'https://u:p@rpc.example' }, null)
    expect(result).toEqual({
      ok: false,
      problems: {
        evm: 'The EVM API address must start with https:// (http:// only for this computer), so the key is not sent in the clear.',
        solana: 'The Solana API address is not a web address (it should start with https://).',
        rpc: 'The JSON-RPC address must not hold a user name, a query or a #fragment.',
      },
    })
  })

  it('allows plain http to this computer', () => {
    expect(readOwnKeyForm({ apiKey: 'k', evm: 'http://127.0.0.1:4213/evm', solana: 'http://localhost:8080', rpc: '' }, null)).toEqual({
      ok: true,
      settings: { apiKey: 'k', bases: { evm: 'http://127.0.0.1:4213/evm', solana: 'http://localhost:8080' } },
    })
  })
})

describe('keyHint', () => {
  it('shows only the last four characters of a long key', () => {
    expect(keyHint('abcdefghijkl')).toBe('…ijkl')
    expect(keyHint('short')).toBe('…')
  })
})
