import { abi as dnssecAbi } from '@ensdomains/dnssec-oracle/build/contracts/DNSSECImpl.json'
import { encodeAbiParameters, encodeEventTopics, encodeFunctionData, erc20Abi, toFunctionSelector, type Abi, type Hex } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadDecodedTransaction } from '@/lib/abi-decode/load-decoded-transaction'
import { committedShardLoader, committedTableLoader } from '@/lib/abi-decode/test-support/full-index'
import { recordRequests, startFixtureServer } from '@/test/msw'
import { COLLIDING_SELECTOR, COLLIDING_SIGNATURES, HOSTILE_CONTRACT_NAME, SOURCIFY_CONTRACTS as C } from '../../../mocks/sourcify-answers'
import { decodeWithVerifiedSources, type TransactionInView, type VerifiedSourcesLookups } from './decode-with-verified-sources'
import { layeredIndex } from './layered-index'
import { LOOKUP_BOUNDS } from './lookup-bounds'
import { sourcifyLookups } from './sourcify-client'

const dnssec = dnssecAbi as Abi
const ALGORITHM = '0x0a0b0c0d0e0f101112131415161718191a1b1c1d'
const SENDER = '0x1f2e3d4c5b6a79880706f5e4d3c2b1a0f9e8d7c6'

// The stand-in (mocks/sourcify-answers.ts) answers through the fixture handlers, as in fixture mode.
const server = startFixtureServer()
const requested = recordRequests(server)
beforeEach(() => {
  requested.length = 0
})
const standIn = (): VerifiedSourcesLookups => sourcifyLookups(1)
const seen = () => requested.map((url) => `${url.pathname}${url.search}`)

const down: VerifiedSourcesLookups = {
  contract: () => Promise.reject(new TypeError('Failed to fetch')),
  signatures: () => Promise.reject(new TypeError('Failed to fetch')),
}

function tx(to: string, input: Hex, logs: TransactionInView['logs'] = []): TransactionInView {
  return { to_address: to, input, logs }
}

function log(address: string, topics: Hex[], data: Hex) {
  return { address, data, topic0: topics[0] ?? null, topic1: topics[1] ?? null, topic2: topics[2] ?? null, topic3: topics[3] ?? null }
}

async function decode(transaction: TransactionInView, lookups: VerifiedSourcesLookups) {
  const shards = committedShardLoader()
  const offline = await loadDecodedTransaction(transaction, shards.load, committedTableLoader)
  const result = await decodeWithVerifiedSources(transaction, offline, lookups, (layers) =>
    loadDecodedTransaction(transaction, shards.load, committedTableLoader, (index) => layeredIndex(index, layers)),
  )
  return { offline, ...result }
}

const setAlgorithm = encodeFunctionData({ abi: dnssec, functionName: 'setAlgorithm', args: [8, ALGORITHM] })
const algorithmUpdated = log(
  C.verified,
  encodeEventTopics({ abi: dnssec, eventName: 'AlgorithmUpdated' }) as Hex[],
  encodeAbiParameters([{ type: 'uint8' }, { type: 'address' }], [8, ALGORITHM]),
)

describe('the decoder’s order: the index, then verified ABIs, then the signature database', () => {
  it('names a call and an event the index does not know from the called contract’s verified ABI, with its parameter names', async () => {
    const { offline, decoded, contractNames, unreachable } = await decode(tx(C.verified, setAlgorithm, [algorithmUpdated]), standIn())
    expect(offline.call.status).toBe('unknown')
    expect(decoded.call).toMatchObject({
      status: 'decoded',
      call: {
        name: 'setAlgorithm',
        signature: 'setAlgorithm(uint8 id, address algo)',
        nameSource: { kind: 'verified', address: C.verified, contractName: 'DNSSECImpl' },
      },
    })
    expect(decoded.events[0]).toMatchObject({
      status: 'decoded',
      event: { name: 'AlgorithmUpdated', signature: 'AlgorithmUpdated(uint8 id, address addr)', nameSource: { kind: 'verified' } },
    })
    expect(contractNames).toEqual({ [C.verified]: 'DNSSECImpl' })
    expect(unreachable).toBe(false)
  })

  it('names a proxy’s call from its implementation’s verified ABI', async () => {
    const input = encodeFunctionData({ abi: dnssec, functionName: 'setDigest', args: [2, ALGORITHM] })
    const { decoded, contractNames } = await decode(tx(C.proxy, input), standIn())
    expect(decoded.call).toMatchObject({
      status: 'decoded',
      call: {
        name: 'setDigest',
        signature: 'setDigest(uint8 id, address digest)',
        nameSource: { kind: 'verified', address: C.implementation, contractName: 'DNSSECImpl' },
      },
    })
    expect(contractNames[C.proxy]).toBe('ERC1967Proxy')
    expect(seen().filter((url) => url.includes('/v2/contract/'))).toEqual([
      `/proxy/sourcify/v2/contract/1/${C.proxy}?fields=abi%2Ccompilation%2CproxyResolution`,
      `/proxy/sourcify/v2/contract/1/${C.implementation}?fields=abi%2Ccompilation%2CproxyResolution`,
    ])
  })

  it('names a partial match as it names an exact one', async () => {
    const { decoded } = await decode(tx(C.partial, setAlgorithm), standIn())
    expect(decoded.call).toMatchObject({ status: 'decoded', call: { name: 'setAlgorithm', nameSource: { address: C.partial } } })
  })

  it('keeps the index’s names where the index knows the selector, whatever the verified ABI calls it', async () => {
    const input = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ALGORITHM, 10n ** 24n] })
    const { decoded, offline } = await decode(tx(C.verified, input), {
      ...standIn(),
      contract: async (address) => ({
        address,
        name: 'Token',
        abi: [
          {
            type: 'function',
            name: 'transfer',
            inputs: [
              { name: 'dst', type: 'address' },
              { name: 'wad', type: 'uint256' },
            ],
          },
        ],
        implementations: [],
      }),
    })
    expect(decoded.call).toEqual(offline.call)
    expect(decoded.call.status === 'decoded' && decoded.call.call.nameSource).toBeUndefined()
  })

  it('names an unverified contract’s call from the signature database, labelled, where exactly one signature fits', async () => {
    const input = encodeFunctionData({ abi: dnssec, functionName: 'rrdata', args: [48, '0x0765786d706c6503636f6d00'] })
    const { decoded } = await decode(tx(C.unverified, input), standIn())
    expect(decoded.call).toMatchObject({ status: 'decoded', call: { name: 'rrdata', signature: 'rrdata(uint16, bytes)', nameSource: { kind: 'database' } } })
  })

  it('lists every fitting database signature and names none when several fit', async () => {
    const input = `${COLLIDING_SELECTOR}${encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [SENDER, 5n]).slice(2)}` as Hex
    expect(toFunctionSelector(COLLIDING_SIGNATURES[0])).toBe(toFunctionSelector(COLLIDING_SIGNATURES[1]))
    const { decoded } = await decode(tx(C.unverified, input), standIn())
    expect(decoded.call).toEqual({
      status: 'unknown',
      selector: COLLIDING_SELECTOR,
      databaseCandidates: ['claimReward_37970(address, uint256)', 'mintBatch_10005(address, uint256)'],
    })
  })

  it('takes no database signature whose arguments do not re-encode exactly', async () => {
    const input = `${COLLIDING_SELECTOR}${'ff'.repeat(32)}${'00'.repeat(31)}05` as Hex
    const { decoded } = await decode(tx(C.unverified, input), standIn())
    expect(decoded.call).toEqual({ status: 'unknown', selector: COLLIDING_SELECTOR })
  })

  it('names a database event only under the one indexed layout its topics and data fit', async () => {
    const { decoded } = await decode(tx(C.unverified, '0x', [{ ...algorithmUpdated, address: C.unverified }]), standIn())
    expect(decoded.events[0]).toMatchObject({ status: 'decoded', event: { signature: 'AlgorithmUpdated(uint8, address)', nameSource: { kind: 'database' } } })
    const twoTopics = log(C.unverified, [algorithmUpdated.topic0!, `0x${'0'.repeat(62)}08`], encodeAbiParameters([{ type: 'address' }], [ALGORITHM]))
    const { decoded: indexedOne } = await decode(tx(C.unverified, '0x', [twoTopics]), standIn())
    expect(indexedOne.events[0]).toMatchObject({ status: 'decoded', event: { signature: 'AlgorithmUpdated(uint8 indexed, address)' } })
  })

  it('shows the index’s page and says so when Sourcify cannot be reached', async () => {
    const { decoded, offline, unreachable, contractNames } = await decode(tx(C.verified, setAlgorithm, [algorithmUpdated]), down)
    expect(decoded).toEqual(offline)
    expect(unreachable).toBe(true)
    expect(contractNames).toEqual({})
  })

  it.each([
    ['a 429', C.rateLimited],
    ['a 5xx', C.failing],
    ['malformed JSON', C.malformed],
  ])('treats %s as unreachable, not as unverified', async (_, address) => {
    const { unreachable } = await decode(tx(address, setAlgorithm), standIn())
    expect(unreachable).toBe(true)
  })

  it('keeps a hostile contract name as short plain text', async () => {
    const input = encodeFunctionData({ abi: dnssec, functionName: 'setOwner', args: [SENDER] })
    const { contractNames } = await decode(tx(C.hostile, input), standIn())
    const name = contractNames[C.hostile]!
    expect(name.startsWith('<img src=x onerror=alert(1)>egdirB')).toBe(true)
    expect([...name]).toHaveLength(40)
    expect(name).not.toContain('\u202e')
    expect(HOSTILE_CONTRACT_NAME.length).toBeGreaterThan(40)
  })

  it('asks at most the bounded number of contracts and signature batches, and nothing when the index named everything', async () => {
    const topics = Array.from({ length: 60 }, (_, at) => `0x${(at + 1).toString(16).padStart(64, 'e')}` as Hex)
    const logs = topics.map((topic, at) => log(`0x${(at + 1).toString(16).padStart(40, '4')}`, [topic], '0x'))
    await decode(tx(C.unverified, '0xdeadbeef', logs), standIn())
    expect(seen().filter((url) => url.includes('/v2/contract/'))).toHaveLength(LOOKUP_BOUNDS.contracts)
    const batches = seen().filter((url) => url.includes('/signature-database/'))
    expect(batches).toHaveLength(LOOKUP_BOUNDS.signatureBatches)
    for (const batch of batches) expect(batch.match(/0x/g)).toHaveLength(LOOKUP_BOUNDS.batchSize)

    requested.length = 0
    const known = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SENDER, 1n] })
    const { requests } = await decode({ to_address: null, input: known, logs: [] }, standIn())
    expect(requests).toBe(0)
    expect(seen().filter((url) => url.startsWith('/proxy/sourcify/'))).toEqual([])
  })
})
