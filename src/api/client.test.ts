import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import { startFixtureServer, TEST_ORIGIN } from '@/test/msw'
import { buildQuery, evmUrl, requestJson, rpcUrl } from './client'
import { ApiError } from './errors'
import { bigintValue } from './fields'
import { setApiConfig, getApiConfig } from '@/config'

const server = startFixtureServer()
const url = `${TEST_ORIGIN}/probe`

describe('requestJson', () => {
  it('keeps every digit of a JSON number above 2^53', async () => {
    server.use(http.get(url, () => new HttpResponse('{"value": 123456789012345678901234}', { headers: { 'content-type': 'application/json' } })))
    const body = await requestJson(url, z.object({ value: bigintValue }))
    expect(body.value).toBe(123456789012345678901234n)
  })

  it('sends accept: application/json', async () => {
    let accept: string | null = null
    server.use(
      http.get(url, ({ request }) => {
        accept = request.headers.get('accept')
        return HttpResponse.json({})
      }),
    )
    await requestJson(url, z.object({}))
    expect(accept).toBe('application/json')
  })

  it('turns an error status into an ApiError with the status, the message and Retry-After', async () => {
    server.use(http.get(url, () => HttpResponse.json({ message: 'Too many requests' }, { status: 429, headers: { 'retry-after': '3' } })))
    const error = await requestJson(url, z.object({})).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', status: 429, message: 'Too many requests', retryAfterMs: 3000 })
    expect((error as ApiError).isTransient).toBe(true)
  })

  it('reads a message sent as a list of strings', async () => {
    server.use(http.get(url, () => HttpResponse.json({ message: ['chain must be valid', 'limit must be ≤ 100'] }, { status: 400 })))
    const error = (await requestJson(url, z.object({})).catch((caught: unknown) => caught)) as ApiError
    expect(error.message).toBe('chain must be valid')
    expect(error.details).toEqual(['limit must be ≤ 100'])
    expect(error.isTransient).toBe(false)
  })

  it('reports a body that is not JSON as malformed', async () => {
    server.use(http.get(url, () => new HttpResponse('<html>gateway</html>', { status: 200 })))
    await expect(requestJson(url, z.object({}))).rejects.toMatchObject({ kind: 'malformed' })
  })

  it('reports JSON of the wrong shape with the field path', async () => {
    server.use(http.get(url, () => HttpResponse.json({ value: 'twelve' })))
    const error = (await requestJson(url, z.object({ value: bigintValue })).catch((caught: unknown) => caught)) as ApiError
    expect(error.kind).toBe('shape')
    expect(error.message).toBe('Unexpected response from the data service')
    expect(error.details[0]).toMatch(/^value: expected an integer/)
  })

  it('reports a network failure as such', async () => {
    server.use(http.get(url, () => HttpResponse.error()))
    await expect(requestJson(url, z.object({}))).rejects.toMatchObject({ kind: 'network', isTransient: true })
  })

  it('reports a gateway timeout (504) as a timeout', async () => {
    server.use(http.get(url, () => HttpResponse.json({ message: 'The upstream data service did not answer in time' }, { status: 504 })))
    await expect(requestJson(url, z.object({}))).rejects.toMatchObject({ kind: 'timeout', status: 504 })
  })

  it('gives up on a request that hangs', async () => {
    server.use(http.get(url, () => new Promise<never>(() => {})))
    await expect(requestJson(url, z.object({}), { timeoutMs: 50 })).rejects.toMatchObject({ kind: 'timeout' })
  })
})

describe('URLs', () => {
  it('puts EVM paths under /api/v2.2 and leaves out empty parameters', () => {
    expect(evmUrl('/erc20/0xabc/transfers', { chain: 'polygon amoy', cursor: null, limit: 10, order: undefined })).toBe(
      `${TEST_ORIGIN}/proxy/evm/api/v2.2/erc20/0xabc/transfers?chain=polygon+amoy&limit=10`,
    )
  })

  it('writes array parameters with indexed keys', () => {
    expect(buildQuery({ contract_addresses: ['0xa', '0xb'] })).toBe('?contract_addresses%5B0%5D=0xa&contract_addresses%5B1%5D=0xb')
  })

  it('adds a brought-in key to the RPC path and to REST headers only, never to a REST URL', async () => {
    const previous = getApiConfig()
    setApiConfig({ ...previous, apiKey: 'secret-key' })
    try {
      expect(rpcUrl('/eth')).toBe(`${TEST_ORIGIN}/proxy/rpc/eth/secret-key`)
      expect(evmUrl('/x')).not.toContain('secret-key')
      const restUrl = evmUrl('/probe')
      let header: string | null = null
      server.use(
        http.get(restUrl, ({ request }) => {
          header = request.headers.get('x-api-key')
          return HttpResponse.json({})
        }),
      )
      await requestJson(restUrl, z.object({}))
      expect(header).toBe('secret-key')
    } finally {
      setApiConfig(previous)
    }
  })

  it('never sends a brought-in key to an address outside the configured bases', async () => {
    const previous = getApiConfig()
    setApiConfig({ ...previous, apiKey: 'secret-key' })
    try {
      let header: string | null = 'not called'
      server.use(
        http.get(url, ({ request }) => {
          header = request.headers.get('x-api-key')
          return HttpResponse.json({})
        }),
      )
      await requestJson(url, z.object({}))
      expect(header).toBeNull()
    } finally {
      setApiConfig(previous)
    }
  })
})
