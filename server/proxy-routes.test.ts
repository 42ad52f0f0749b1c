import { describe, expect, it, vi } from 'vitest'
import rpcTransaction from '../deploy/nginx/rpc-transaction.js'
import { fetchExample, OPERATION_LIST, type AnyOperation } from '../src/api/operations.ts'
import { ALLOWED_CASES, REFUSED_CASES, type ProxyCase } from './test-support/allow-list-cases.ts'
import { resolveUpstream } from './proxy-routes.ts'

const bases = {
  evm: 'https://evm.example',
  solana: 'https://solana.example/base',
  rpc: 'https://rpc.example/nodes',
  sourcify: 'https://sourcify.example/server',
}
const KEY = 'k3y/with+signs'

/** What the vite proxy does with a request before anything leaves: the status of a refusal, or 'forwarded'. */
function decide({ method, target, body }: ProxyCase): number | 'forwarded' {
  const resolution = resolveUpstream(method, target, bases, KEY)
  if (!resolution.ok) return resolution.status
  if (resolution.request.method !== 'POST') return 'forwarded'
  const checked = rpcTransaction.checkCall(body ?? '')
  return checked.ok ? 'forwarded' : checked.status
}

describe('resolveUpstream', () => {
  it('forwards EVM REST paths with their query and the key in X-API-Key', () => {
    const target = '/proxy/evm/api/v2.2/erc20/0x6b175474e89094c44da98b954eedeac495271d0f/transfers?chain=eth&cursor=x%3D'
    expect(resolveUpstream('GET', target, bases, KEY)).toEqual({
      ok: true,
      request: {
        operation: 'erc20-transfers',
        method: 'GET',
        url: 'https://evm.example/api/v2.2/erc20/0x6b175474e89094c44da98b954eedeac495271d0f/transfers?chain=eth&cursor=x%3D',
        headers: { 'X-API-Key': KEY },
      },
    })
  })

  it('forwards Solana pairs to the Solana base', () => {
    const resolution = resolveUpstream('GET', '/proxy/solana/token/mainnet/So11111111111111111111111111111111111111112/pairs?limit=5', bases, KEY)
    expect(resolution).toMatchObject({
      ok: true,
      request: { operation: 'solana-pairs', url: 'https://solana.example/base/token/mainnet/So11111111111111111111111111111111111111112/pairs?limit=5' },
    })
  })

  it('puts the key in the JSON-RPC path, URL-encoded, and sends no key header', () => {
    expect(resolveUpstream('POST', '/proxy/rpc/base-sepolia', bases, KEY)).toEqual({
      ok: true,
      request: { operation: 'rpc-transaction', method: 'POST', url: 'https://rpc.example/nodes/base-sepolia/k3y%2Fwith%2Bsigns', headers: {} },
    })
  })

  it.each(ALLOWED_CASES.map((testCase) => [testCase.name, testCase] as const))('forwards %s', (_, testCase) => {
    expect(decide(testCase)).toBe('forwarded')
  })

  it.each(REFUSED_CASES.map((testCase) => [testCase.name, testCase] as const))('refuses %s', (_, testCase) => {
    expect(decide(testCase)).toBe(testCase.refused)
  })

  it.each(OPERATION_LIST.map((operation) => [operation.name, operation] as const))(
    'forwards %s as the app’s client asks for it, and names the operation',
    async (name, operation) => {
      const { target, method, body } = await sentByClient(operation)
      const resolution = resolveUpstream(method, target, bases, KEY)
      expect(resolution).toMatchObject({ ok: true, request: { operation: name } })
      expect(decide({ name, method, target, body })).toBe('forwarded')
    },
  )
})

/** The request the app's client sends for an operation's example: its same-origin target, method and body. */
async function sentByClient(operation: AnyOperation): Promise<{ target: string; method: 'GET' | 'POST'; body?: string }> {
  const fetchSpy = vi.fn(async () => new Response('{}', { status: 418 }))
  vi.stubGlobal('fetch', fetchSpy)
  await fetchExample(operation).catch(() => undefined)
  vi.unstubAllGlobals()
  const [url, init] = (fetchSpy.mock.calls[0] ?? []) as unknown as [string, RequestInit | undefined]
  const body = typeof init?.body === 'string' ? init.body : undefined
  return { target: url, method: init?.method === 'POST' ? 'POST' : 'GET', body }
}

describe('the JSON-RPC call forwarded', () => {
  const hash = `0x${'AB'.repeat(32)}`

  it('is always id 1 with the hex in lower case, so equal lookups share one cached answer', () => {
    const checked = rpcTransaction.checkCall(
      JSON.stringify({ jsonrpc: '2.0', id: 'x', method: 'eth_getTransactionByBlockHashAndIndex', params: [hash, '0x1F'] }),
    )
    expect(checked).toEqual({ ok: true, call: { id: 'x', blockHash: hash.toLowerCase(), index: '0x1f' } })
    if (!checked.ok) return
    expect(JSON.parse(rpcTransaction.upstreamBody(checked.call))).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getTransactionByBlockHashAndIndex',
      params: [hash.toLowerCase(), '0x1f'],
    })
  })

  it('comes back with the caller’s id', () => {
    expect(JSON.parse(rpcTransaction.withCallerId('{"jsonrpc":"2.0","id":1,"result":null}', 'lookup-7'))).toEqual({
      jsonrpc: '2.0',
      id: 'lookup-7',
      result: null,
    })
    expect(rpcTransaction.withCallerId('not json', 3)).toBe('not json')
  })
})
