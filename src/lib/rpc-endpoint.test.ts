import { describe, expect, it } from 'vitest'
import {
  customEndpointProblem,
  describeEndpoint,
  endpointUrl,
  parseEndpointChoice,
  PROVIDER_ENDPOINT,
  readEndpointChoice,
  RPC_ENDPOINT_STORAGE_KEY,
  saveEndpointChoice,
} from './rpc-endpoint'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

describe('custom JSON-RPC endpoints', () => {
  it('accepts http and https URLs', () => {
    expect(customEndpointProblem('http://127.0.0.1:8545')).toBeNull()
    expect(customEndpointProblem('  https://rpc.example.org/v1/abc  ')).toBeNull()
  })

  it('refuses anything that is not an http(s) URL', () => {
    expect(customEndpointProblem('')).toMatch(/Enter the URL/)
    expect(customEndpointProblem('127.0.0.1:8545')).toMatch(/not a URL|Only http/)
    expect(customEndpointProblem('localhost')).toMatch(/not a URL/)
    expect(customEndpointProblem('javascript:alert(1)')).toMatch(/Only http/)
    expect(customEndpointProblem('ws://127.0.0.1:8545')).toMatch(/Only http/)
    expect(customEndpointProblem('file:///etc/passwd')).toMatch(/Only http/)
  })

  it('refuses credentials in the URL, which fetch cannot send', () => {
    expect(customEndpointProblem('https://user:secret@rpc.example.org')).toMatch(/user name or password/)
  })

  it('refuses plain http to another machine from an https page, but allows this machine', () => {
    expect(customEndpointProblem('http://rpc.example.org', 'https:')).toMatch(/blocks plain http/)
    expect(customEndpointProblem('http://127.0.0.1:8545', 'https:')).toBeNull()
    expect(customEndpointProblem('http://localhost:8545', 'https:')).toBeNull()
  })

  it('uses the custom URL only when it is chosen and valid', () => {
    expect(endpointUrl({ use: 'custom', customUrl: 'http://127.0.0.1:8545' })).toBe('http://127.0.0.1:8545/')
    expect(endpointUrl({ use: 'provider', customUrl: 'http://127.0.0.1:8545' })).toBeNull()
    expect(endpointUrl({ use: 'custom', customUrl: 'javascript:alert(1)' })).toBeNull()
  })

  it('names a custom endpoint by its host only, so a key in its path is not shown', () => {
    expect(describeEndpoint({ use: 'custom', customUrl: 'https://rpc.example.org/v3/secret-key' })).toBe('custom endpoint rpc.example.org')
    expect(describeEndpoint(PROVIDER_ENDPOINT)).toBe('configured provider')
  })
})

describe('the stored endpoint choice', () => {
  it('round-trips through storage', () => {
    const storage = memoryStorage()
    saveEndpointChoice({ use: 'custom', customUrl: 'http://127.0.0.1:8545' }, storage)
    expect(readEndpointChoice(storage)).toEqual({ use: 'custom', customUrl: 'http://127.0.0.1:8545' })
  })

  it('falls back to the provider for nothing stored, broken JSON or an unsafe URL', () => {
    expect(readEndpointChoice(memoryStorage())).toEqual(PROVIDER_ENDPOINT)
    expect(parseEndpointChoice('{not json')).toEqual(PROVIDER_ENDPOINT)
    expect(parseEndpointChoice(JSON.stringify({ use: 'custom', customUrl: 'javascript:alert(1)' }))).toEqual(PROVIDER_ENDPOINT)
    expect(parseEndpointChoice('null')).toEqual(PROVIDER_ENDPOINT)
  })

  it('keeps the custom URL when the provider is chosen', () => {
    const storage = memoryStorage()
    storage.setItem(RPC_ENDPOINT_STORAGE_KEY, JSON.stringify({ use: 'provider', customUrl: 'http://127.0.0.1:8545' }))
    expect(readEndpointChoice(storage)).toEqual({ use: 'provider', customUrl: 'http://127.0.0.1:8545' })
  })
})
