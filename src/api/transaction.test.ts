// @vitest-environment node
import { decodeEventLog, decodeFunctionData, erc20Abi, erc721Abi, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { HOSTILE } from '../../mocks/fixtures/random'
import { EXAMPLE_TX, TRANSACTION_AMOUNTS, TRANSACTION_CASES, TRANSACTION_NOT_FOUND_MESSAGE } from '../../mocks/fixtures/transaction'
import { fetchRaw, TEST_API_CONFIG, startFixtureServer } from '@/test/msw'
import { ApiError } from './errors'
import { fetchTransaction, type TransactionLog } from './transaction'

startFixtureServer()

const topicsOf = (log: TransactionLog) => [log.topic0, log.topic1, log.topic2, log.topic3].filter((topic): topic is string => topic !== null) as [Hex, ...Hex[]]

describe('one transaction by hash', () => {
  it('decodes the example ERC20 transfer() input and its Transfer log', async () => {
    const tx = await fetchTransaction({ chain: 'eth', hash: EXAMPLE_TX })
    expect(tx.input?.slice(0, 10)).toBe('0xa9059cbb')
    const call = decodeFunctionData({ abi: erc20Abi, data: tx.input as Hex })
    expect(call.functionName).toBe('transfer')
    expect(call.args?.[1]).toBe(TRANSACTION_AMOUNTS.usdcTransferred)
    expect(tx.logs).toHaveLength(1)
    const log = tx.logs[0]!
    expect(log.topic0).toBe('0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef')
    const event = decodeEventLog({ abi: erc20Abi, data: log.data as Hex, topics: topicsOf(log) })
    expect(event.eventName).toBe('Transfer')
    expect(event.args).toMatchObject({ from: expect.stringMatching(/^0x/), value: TRANSACTION_AMOUNTS.usdcTransferred })
    expect((event.args as { from: string }).from.toLowerCase()).toBe(tx.from_address)
    expect(log.address).toBe(tx.to_address)
    expect(tx.receipt_status).toBe('1')
    expect(tx.gas_price).toBe(18_452_190_034n)
  })

  it('decodes approve() of the maximum amount and its Approval log', async () => {
    const tx = await fetchTransaction({ chain: 'eth', hash: TRANSACTION_CASES.approve })
    const call = decodeFunctionData({ abi: erc20Abi, data: tx.input as Hex })
    expect(call.functionName).toBe('approve')
    expect(call.args?.[1]).toBe(2n ** 256n - 1n)
    const event = decodeEventLog({ abi: erc20Abi, data: tx.logs[0]!.data as Hex, topics: topicsOf(tx.logs[0]!) })
    expect(event.eventName).toBe('Approval')
    expect((event.args as { value: bigint }).value).toBe(TRANSACTION_AMOUNTS.daiApproved)
  })

  it('decodes an ERC721 transferFrom() whose Transfer log carries the token id in topic3', async () => {
    const tx = await fetchTransaction({ chain: 'eth', hash: TRANSACTION_CASES.erc721Transfer })
    const call = decodeFunctionData({ abi: erc721Abi, data: tx.input as Hex })
    expect(call.functionName).toBe('transferFrom')
    expect(call.args?.[2]).toBe(TRANSACTION_AMOUNTS.apeTokenId)
    const transfer = tx.logs.find((log) => log.topic0 === '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef')!
    expect(BigInt(transfer.topic3!)).toBe(7495n)
    const event = decodeEventLog({ abi: erc721Abi, data: transfer.data as Hex, topics: topicsOf(transfer) })
    expect(event).toMatchObject({ eventName: 'Transfer', args: { tokenId: 7495n } })
  })

  it('shows a contract creation with no recipient and the created contract address', async () => {
    const tx = await fetchTransaction({ chain: 'eth', hash: TRANSACTION_CASES.contractCreation })
    expect(tx.to_address).toBeNull()
    expect(tx.receipt_contract_address).toMatch(/^0x[0-9a-f]{40}$/)
    expect(tx.input).toMatch(/^0x6080604052/)
    expect(tx.logs[0]?.address).toBe(tx.receipt_contract_address)
  })

  it('shows a failed transaction with receipt status "0" and no logs', async () => {
    const tx = await fetchTransaction({ chain: 'eth', hash: TRANSACTION_CASES.failed })
    expect(tx.receipt_status).toBe('0')
    expect(tx.logs).toEqual([])
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.input as Hex }).args?.[1]).toBe(TRANSACTION_AMOUNTS.failedDaiTransfer)
  })

  it('leaves internal_transactions out unless include=internal_transactions is sent', async () => {
    const url = `${TEST_API_CONFIG.bases.evm}/api/v2.2/transaction/${TRANSACTION_CASES.ethWithInternal}?chain=eth`
    expect((await fetchRaw(url)).body).not.toHaveProperty('internal_transactions')
    expect((await fetchRaw(`${url}&include=internal_transactions`)).body).toHaveProperty('internal_transactions')
    const without = await fetchTransaction({ chain: 'eth', hash: TRANSACTION_CASES.ethWithInternal })
    expect(without.internal_transactions).toEqual([])
  })

  it('lists the internal calls of a plain ETH payment, one of them reverted', async () => {
    const tx = await fetchTransaction({ chain: 'eth', hash: TRANSACTION_CASES.ethWithInternal, include: 'internal_transactions' })
    expect(tx.input).toBe('0x')
    expect(tx.value).toBe(TRANSACTION_AMOUNTS.ethPaid)
    expect(tx.internal_transactions).toHaveLength(4)
    expect(tx.internal_transactions.filter((call) => call.error !== null).map((call) => call.error)).toEqual(['execution reverted'])
    const paidOut = tx.internal_transactions
      .filter((call) => call.from === tx.to_address && call.error === null)
      .reduce((sum, call) => sum + (call.value ?? 0n), 0n)
    expect(paidOut).toBe(TRANSACTION_AMOUNTS.ethPaid)
    expect(tx.internal_transactions[0]?.block_number).toBe(tx.block_number)
  })

  it('keeps hostile labels and entities as plain text', async () => {
    const tx = await fetchTransaction({ chain: 'eth', hash: TRANSACTION_CASES.ethWithInternal })
    expect(tx).toMatchObject({
      from_address_label: HOSTILE.img,
      from_address_entity: HOSTILE.script,
      from_address_entity_logo: HOSTILE.javascriptUrl,
      to_address_label: HOSTILE.bidi,
    })
  })

  it('answers an unknown hash with 404 "No transaction found"', async () => {
    const error = await fetchTransaction({ chain: 'eth', hash: `0x${'ab'.repeat(32)}` }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, message: TRANSACTION_NOT_FOUND_MESSAGE })
  })
})
