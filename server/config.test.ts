import { describe, expect, it } from 'vitest'
import { PROVIDER_BASES, readLiveServerConfig } from './config.ts'

describe('readLiveServerConfig', () => {
  it('runs on fixtures with the provider’s bases when nothing is set', () => {
    expect(readLiveServerConfig({})).toEqual({ apiKey: null, bases: PROVIDER_BASES })
  })

  it('treats a blank API_KEY as no key', () => {
    expect(readLiveServerConfig({ API_KEY: '   ' }).apiKey).toBeNull()
  })

  it('takes the key and the three bases, without trailing slashes', () => {
    const config = readLiveServerConfig({
      API_KEY: ' key-1 ',
      API_BASE_URL: 'http://127.0.0.1:4213/evm/',
      SOLANA_API_BASE_URL: 'https://solana.example/v1',
      RPC_BASE_URL: 'https://rpc.example',
    })
    expect(config).toEqual({
      apiKey: 'key-1',
      bases: { evm: 'http://127.0.0.1:4213/evm', solana: 'https://solana.example/v1', rpc: 'https://rpc.example', sourcify: 'https://sourcify.dev/server' },
    })
  })

  it('names the variable at fault and never repeats the key', () => {
    expect(() => readLiveServerConfig({ RPC_BASE_URL: 'ftp://rpc.example' })).toThrow('RPC_BASE_URL must be an http(s) URL')
    expect(() => readLiveServerConfig({ API_BASE_URL: 'deep-index' })).toThrow('API_BASE_URL is not a URL')
    expect(() => readLiveServerConfig({ SOLANA_API_BASE_URL: 'https://user:pw@solana.example' })).toThrow(/SOLANA_API_BASE_URL must not hold credentials/)
    expect(() => readLiveServerConfig({ API_KEY: 'secret with space' })).toThrow(/^API_KEY holds spaces/)
    try {
      readLiveServerConfig({ API_KEY: 'secret with space' })
    } catch (error) {
      expect(String(error)).not.toContain('secret')
    }
  })
})
