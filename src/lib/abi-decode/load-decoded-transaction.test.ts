import { describe, expect, it } from 'vitest'
import { encodeAbiParameters, encodeEventTopics, encodeFunctionData, erc20Abi, multicall3Abi, type Hex } from 'viem'
import { transactionSchema } from '@/api/transaction'
import { DECODE_CASES, findDecodeStory } from '../../../mocks/fixtures/decode-stories'
import { STORY_CASES } from '../../../mocks/fixtures/story-cases'
import { findTransaction, TRANSACTION_CASES } from '../../../mocks/fixtures/transaction'
import { findStoryTransaction } from '../../../mocks/fixtures/transaction-stories'
import { caseHash } from '../tx-story/stories/case-fixture'
import { calledFunctionName, decodeTransaction, type DecodedTransaction } from './decode-transaction'
import { loadDecodedTransaction } from './load-decoded-transaction'
import { ALL_TABLES, committedShardLoader, committedTableLoader, FULL_INDEX } from './test-support/full-index'
import { ABIS, ADDRESSES } from './test-support/real-abis'

const { wallet, friend, usdc } = ADDRESSES

describe('loadDecodedTransaction', () => {
  it('loads the shards of the call, the calls nested in it and the logs, then decodes them all', async () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [friend, 9n] })
    const aggregate = encodeFunctionData({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      args: [[{ target: usdc, allowFailure: false, callData: transfer }]],
    })
    const input = encodeFunctionData({
      abi: ABIS.safe,
      functionName: 'execTransaction',
      args: [
        ADDRESSES.multicall3,
        0n,
        aggregate,
        1,
        0n,
        0n,
        0n,
        '0x0000000000000000000000000000000000000000',
        '0x0000000000000000000000000000000000000000',
        '0x',
      ],
    })
    const [topic0, topic1, topic2] = encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from: wallet, to: friend } }) as Hex[]
    const log = { topic0: topic0!, topic1: topic1!, topic2: topic2!, topic3: null, data: encodeAbiParameters([{ type: 'uint256' }], [9n]) as Hex }
    const shards = committedShardLoader()
    const decoded = await loadDecodedTransaction({ input, to_address: wallet, logs: [log], internal_transactions: [] }, shards.load)
    expect(shards.asked).toHaveLength(new Set(shards.asked).size)
    expect(calledFunctionName(decoded)).toBe('execTransaction')
    expect(decoded.missingShards).toEqual([])
    const data = decoded.call.status === 'decoded' ? decoded.call.call.args.find((arg) => arg.name === 'data')?.value : null
    const aggregateCall = data?.kind === 'bytes' && data.nested?.status === 'decoded' ? data.nested.call : null
    expect(aggregateCall?.name).toBe('aggregate3')
    expect(decoded.events.map((event) => (event.status === 'decoded' ? event.event.name : event.status))).toEqual(['Transfer'])
  })

  it('shows raw data quietly when a shard fails to load', async () => {
    const input = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [friend, 9n] })
    const decoded = await loadDecodedTransaction({ input, to_address: usdc, logs: [] }, () => Promise.reject(new Error('offline')))
    expect(decoded.call).toEqual({ status: 'unknown', selector: '0xa9059cbb' })
  })

  it('treats a contract creation’s input as code, not a call', async () => {
    const shards = committedShardLoader()
    const decoded = await loadDecodedTransaction({ input: '0x6080604052', to_address: null, logs: [] }, shards.load)
    expect(decoded.call).toEqual({ status: 'not-a-call' })
    expect(shards.asked).toEqual([])
    expect(calledFunctionName(decoded)).toBeNull()
  })

  it.each([
    {
      case: 'a Universal Router execute',
      input: encodeFunctionData({
        abi: ABIS.universalRouter,
        functionName: 'execute',
        args: ['0x0b', [encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [wallet, 5n])]],
      }),
      asked: ['universal-router-commands'],
      steps: ['WRAP_ETH'],
    },
    { case: 'any other call', input: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [friend, 9n] }), asked: [], steps: null },
  ])('fetches the router command table for $case only when it needs it', async ({ input, asked, steps }) => {
    const tables: string[] = []
    const loadTable = (name: string) => {
      tables.push(name)
      return committedTableLoader(name)
    }
    const decoded = await loadDecodedTransaction({ input, to_address: wallet, logs: [] }, committedShardLoader().load, loadTable)
    expect([tables, decoded.routerSteps?.map((step) => step.command) ?? null, decoded.missingTables]).toEqual([asked, steps, []])
  })

  it('leaves a plan unread, its call still named, when the command table fails to load', async () => {
    const input = encodeFunctionData({
      abi: ABIS.universalRouter,
      functionName: 'execute',
      args: ['0x0b', [encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [wallet, 5n])]],
    })
    const decoded = await loadDecodedTransaction({ input, to_address: wallet, logs: [] }, committedShardLoader().load, () =>
      Promise.reject(new Error('offline')),
    )
    expect([calledFunctionName(decoded), decoded.routerSteps?.map((step) => step.command)]).toEqual(['execute', ['0x0b']])
  })
})

describe('the decoder’s parts, loaded only for a transaction that calls for them', () => {
  const fixtureTransaction = (hash: string) => {
    const fixture = findDecodeStory(hash) ?? findStoryTransaction(hash) ?? findTransaction(hash)
    if (!fixture) throw new Error(`no fixture ${hash}`)
    return transactionSchema.parse({ ...fixture.transaction, internal_transactions: fixture.internal })
  }

  it.each([
    { case: 'an ERC-4337 bundle’s user operations', hash: DECODE_CASES.userOperations, shows: (decoded: DecodedTransaction) => decoded.userOperations.length },
    {
      case: 'a Universal Router plan’s steps',
      hash: STORY_CASES.universalRouterSwap,
      shows: (decoded: DecodedTransaction) => decoded.routerSteps?.length ?? 0,
    },
    {
      case: 'a Maker vault’s anonymous notes',
      hash: caseHash('loan', 'a Maker vault’s collateral freed through the sender’s proxy, paid out by the join'),
      shows: (decoded: DecodedTransaction) => decoded.events.filter((event) => event.status === 'decoded' && event.event.name === 'LogNote').length,
    },
    {
      case: 'a failed internal call’s revert',
      hash: TRANSACTION_CASES.ethWithInternal,
      shows: (decoded: DecodedTransaction) => decoded.internalCalls.filter((internal) => internal.revert !== null).length,
    },
  ])('decodes $case as the decoder with every part at hand does', async ({ hash, shows }) => {
    const tx = fixtureTransaction(hash)
    const loaded = await loadDecodedTransaction(tx, committedShardLoader().load, committedTableLoader)
    expect(shows(loaded)).toBeGreaterThan(0)
    expect(loaded).toEqual(decodeTransaction(tx, FULL_INDEX, ALL_TABLES))
  })
})
