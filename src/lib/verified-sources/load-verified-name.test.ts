import { encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadDecodedTransaction } from '@/lib/abi-decode/load-decoded-transaction'
import { committedShardLoader, committedTableLoader } from '@/lib/abi-decode/test-support/full-index'
import { recordRequests, startFixtureServer } from '@/test/msw'
import { HOSTILE_CONTRACT_NAME, SOURCIFY_CONTRACTS as C } from '../../../mocks/sourcify-answers'
import type { TransactionInView } from './decode-with-verified-sources'
import { loadVerifiedName, nameCalledContract } from './load-verified-name'

// The stand-in (mocks/sourcify-answers.ts) answers through the fixture handlers, as in fixture mode.
const server = startFixtureServer()
const requested = recordRequests(server)
beforeEach(() => {
  requested.length = 0
})

const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [`0x${'2a'.repeat(20)}`, 10n] }) as Hex
const tx = (to: string | null): TransactionInView => ({ to_address: to, input: transfer, logs: [] })
const offlineOf = (transaction: TransactionInView) => loadDecodedTransaction(transaction, committedShardLoader().load, committedTableLoader)

describe('a transaction the index decoded whole asks Sourcify only its called contract’s name', () => {
  it('names a verified contract and keeps the index’s decoding, in one request', async () => {
    const transaction = tx(C.verified)
    const offline = await offlineOf(transaction)
    const named = await loadVerifiedName(transaction, offline, 1)
    expect(named.contractNames).toEqual({ [C.verified]: 'DNSSECImpl' })
    expect(named.decoded).toBe(offline)
    expect(named.unreachable).toBe(false)
    expect(requested.map((url) => url.pathname)).toEqual([`/proxy/sourcify/v2/contract/1/${C.verified}`])
  })

  it('names nothing for a contract Sourcify has not verified, and does not call that a failure', async () => {
    const transaction = tx(C.unverified)
    const named = await loadVerifiedName(transaction, await offlineOf(transaction), 1)
    expect(named).toMatchObject({ contractNames: {}, unreachable: false, requests: 1 })
  })

  it('says Sourcify could not be reached when it answers 429 or 5xx, and keeps the index’s page', async () => {
    for (const address of [C.rateLimited, C.failing, C.malformed]) {
      const transaction = tx(address)
      const offline = await offlineOf(transaction)
      const named = await loadVerifiedName(transaction, offline, 1)
      expect(named, address).toMatchObject({ contractNames: {}, unreachable: true })
      expect(named.decoded).toBe(offline)
    }
  })

  it('keeps a hostile name as short plain text', async () => {
    const transaction = tx(C.hostile)
    const name = (await loadVerifiedName(transaction, await offlineOf(transaction), 1)).contractNames[C.hostile]!
    expect(name.startsWith('<img src=x onerror=alert(1)>egdirB')).toBe(true)
    expect([...name]).toHaveLength(40)
    expect(name).not.toContain('\u202e')
    expect(HOSTILE_CONTRACT_NAME.length).toBeGreaterThan(40)
  })

  it('asks nothing for a contract creation, which calls no contract', async () => {
    const transaction = tx(null)
    const lookup = () => Promise.reject(new Error('asked'))
    expect(await nameCalledContract(transaction, await offlineOf(transaction), lookup)).toMatchObject({ contractNames: {}, requests: 0, unreachable: false })
  })
})
