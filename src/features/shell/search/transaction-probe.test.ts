import { describe, expect, it } from 'vitest'
import { delay, http } from 'msw'
import { createQueryClient } from '@/api/query-client'
import { findEvmChain, type EvmChain } from '@/chains'
import { recordRequests, startFixtureServer } from '@/test/msw'
import { TRANSACTION_CASES } from '../../../../mocks/fixtures/transaction'
import { fixturePath } from '../../../../mocks/handlers/paths'
import { probeOrder, probeTransaction } from './transaction-probe'

const server = startFixtureServer()
const ethereum = findEvmChain('eth') as EvmChain
const slugs = (chains: EvmChain[]) => chains.map((chain) => chain.slug)

describe('looking for a transaction on every chain', () => {
  it('asks the header’s chain first, then mainnets, then testnets', () => {
    const order = probeOrder(findEvmChain('base-sepolia'))
    expect(order[0]?.slug).toBe('base-sepolia')
    const firstTestnet = order.findIndex((chain, index) => index > 0 && chain.testnet)
    expect(order.slice(1, firstTestnet).every((chain) => !chain.testnet)).toBe(true)
    expect(order.slice(firstTestnet).every((chain) => chain.testnet)).toBe(true)
    expect(order).toHaveLength(22)
  })

  it('never asks a chain the provider has retired, even when the header shows it', () => {
    const order = probeOrder(findEvmChain('palm'))
    expect(slugs(order)).not.toContain('palm')
    expect(slugs(order)).not.toContain('moonbeam')
    expect(slugs(order)).not.toContain('fantom')
    expect(order[0]?.slug).toBe('eth')
    expect(order).toHaveLength(22)
  })

  it('starts no chain once one has it, and cancels a slow one after the grace', async () => {
    server.use(
      http.get(fixturePath('transaction'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('chain') === 'bsc') await delay('infinite')
        return undefined
      }),
    )
    const requests = recordRequests(server)
    const order = probeOrder(ethereum)
    const outcome = await probeTransaction({ queryClient: createQueryClient(), hash: TRANSACTION_CASES.polygonOnly, order, graceMs: 50 })
    expect(slugs(outcome.found)).toEqual(['polygon'])
    expect(slugs(outcome.skipped)).toContain('bsc')
    expect(outcome.absent.length + outcome.found.length + outcome.skipped.length).toBe(order.length)
    // eth alone, then the first four at once: nobody after them is asked
    expect(requests.map((url) => url.searchParams.get('chain'))).toEqual(['eth', 'polygon', 'bsc', 'avalanche', 'cronos'])
  })

  it('reports progress as chains answer', async () => {
    const seen: number[] = []
    await probeTransaction({
      queryClient: createQueryClient(),
      hash: `0x${'e7'.repeat(32)}`,
      order: probeOrder(ethereum),
      onProgress: (progress) => seen.push(progress.answered),
    })
    expect(seen[0]).toBe(0)
    expect(seen.at(-1)).toBe(22)
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
  })

  it('stops when the search is cancelled', async () => {
    const controller = new AbortController()
    const search = probeTransaction({ queryClient: createQueryClient(), hash: `0x${'e7'.repeat(32)}`, order: probeOrder(ethereum), signal: controller.signal })
    controller.abort()
    await expect(search).rejects.toThrow()
  })
})
