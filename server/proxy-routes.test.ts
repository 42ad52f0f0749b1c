import { describe, expect, it } from 'vitest'
import { resolveUpstream } from './proxy-routes.ts'

const bases = { evm: 'https://evm.example', solana: 'https://solana.example/base', rpc: 'https://rpc.example/nodes' }
const KEY = 'k3y/with+signs'

describe('resolveUpstream', () => {
  it('forwards EVM REST paths with their query and the key in X-API-Key', () => {
    expect(resolveUpstream('GET', '/proxy/evm/api/v2.2/erc20/0xabc/transfers?chain=eth&cursor=x%3D', bases, KEY)).toEqual({
      ok: true,
      request: { route: 'evm', method: 'GET', url: 'https://evm.example/api/v2.2/erc20/0xabc/transfers?chain=eth&cursor=x%3D', headers: { 'X-API-Key': KEY } },
    })
  })

  it('forwards Solana pairs to the Solana base', () => {
    const resolution = resolveUpstream('GET', '/proxy/solana/token/mainnet/So111/pairs?limit=5', bases, KEY)
    expect(resolution).toMatchObject({ ok: true, request: { route: 'solana', url: 'https://solana.example/base/token/mainnet/So111/pairs?limit=5' } })
  })

  it('puts the key in the JSON-RPC path, URL-encoded, and sends no key header', () => {
    expect(resolveUpstream('POST', '/proxy/rpc/base-sepolia', bases, KEY)).toEqual({
      ok: true,
      request: { route: 'rpc', method: 'POST', url: 'https://rpc.example/nodes/base-sepolia/k3y%2Fwith%2Bsigns', headers: {} },
    })
  })

  it('answers 405 to a method the operation does not take', () => {
    expect(resolveUpstream('POST', '/proxy/evm/api/v2.2/transaction/0x1', bases, KEY)).toMatchObject({ ok: false, status: 405 })
    expect(resolveUpstream('GET', '/proxy/rpc/eth', bases, KEY)).toMatchObject({ ok: false, status: 405 })
  })

  it('lends the key to the app’s operations only', () => {
    expect(resolveUpstream('GET', '/proxy/evm/api/v2.1/erc20/0x1/transfers', bases, KEY)).toMatchObject({ ok: false, status: 404 })
    expect(resolveUpstream('GET', '/proxy/solana/account/mainnet/x/balance', bases, KEY)).toMatchObject({ ok: false, status: 404 })
    expect(resolveUpstream('POST', '/proxy/rpc/eth/extra', bases, KEY)).toMatchObject({ ok: false, status: 404 })
    expect(resolveUpstream('POST', '/proxy/rpc/ETH', bases, KEY)).toMatchObject({ ok: false, status: 404 })
  })

  it('refuses dot segments and encoded separators that could climb out of the allowed path', () => {
    for (const path of ['/proxy/evm/api/v2.2/../../admin', '/proxy/evm/api/v2.2/%2e%2e/x', '/proxy/solana/token/a%2F..%2Fb', '/proxy/evm/api/v2.2/a\\b']) {
      expect(resolveUpstream('GET', path, bases, KEY)).toMatchObject({ ok: false, status: 400 })
    }
  })
})
