import { describe, expect, it } from 'vitest'
import { transactionSchema, type TransactionWire } from '@/api/transaction'
import { WAITING } from '@/page-meta/page-meta'
import { HOSTILE_NAME, linkOf } from '@/test/view-links'
import { transactionView } from './transaction'
import { describeTransaction } from './transaction-summary'
import { STORY_CASES } from '../../mocks/fixtures/story-cases'
import { findStoryTransaction } from '../../mocks/fixtures/transaction-stories'

const HASH = `0x${'9f'.repeat(32)}`
const link = linkOf(transactionView, `/eth/tx/${HASH}`)

function transaction(overrides: Partial<TransactionWire> = {}) {
  return transactionSchema.parse({
    hash: HASH,
    from_address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045',
    to_address: '0x6b175474e89094c44da98b954eedeac495271d0f',
    value: '123456789012345678901234567890',
    receipt_status: '1',
    block_number: '21240003',
    ...overrides,
  })
}

describe('describeTransaction', () => {
  it('names the transaction and its chain from the URL alone', () => {
    expect(describeTransaction(link, WAITING)).toMatchObject({ title: 'Transaction 0x9f9f…9f9f · Ethereum', image: null })
    expect(describeTransaction(link, WAITING).description).toContain(HASH)
  })

  it('leads with the action line, exact, once the data is there', () => {
    const meta = describeTransaction(link, { state: 'loaded', data: transaction() })
    expect(meta.title).toBe('Sent 123,456,789,012.34567890123456789 ETH to 0x6b17…1d0f · Transaction 0x9f9f…9f9f · Ethereum')
    expect(meta.description).toBe(
      'Success: Sent 123,456,789,012.34567890123456789 ETH to 0x6b17…1d0f. From 0xd8da…6045 to 0x6b17…1d0f in block 21,240,003 on Ethereum.',
    )
  })

  it('says "Failed" with the call it tried, and names parties by their labels', () => {
    const meta = describeTransaction(link, {
      state: 'loaded',
      data: transaction({ receipt_status: '0', value: '0', input: '0x414bf389', from_address_label: 'Binance 14' }),
    })
    expect(meta.title).toBe('Failed: 0x414bf389 on 0x6b17…1d0f · Transaction 0x9f9f…9f9f · Ethereum')
    expect(meta.description).toMatch(/^Failed: 0x414bf389 on 0x6b17…1d0f\. From Binance 14 to/)
  })

  it('reads amounts of well-known tokens in whole tokens from operation 5 alone, and claims no swap its decoding has not shown', () => {
    const swap = findStoryTransaction(STORY_CASES.uniswapV2Swap)!
    const data = transactionSchema.parse({ ...swap.transaction, internal_transactions: swap.internal })
    expect(describeTransaction(link, { state: 'loaded', data }).title).toBe(
      'Called 0x7ff36ab5 on 0x7a25…488d (sent 1 ETH, received 3,412.5 USDC) · Transaction 0x9f9f…9f9f · Ethereum',
    )
  })

  it('says so when the transaction is not found or could not be loaded', () => {
    expect(describeTransaction(link, { state: 'not-found' }).title).toBe('Transaction not found · Ethereum')
    expect(describeTransaction(link, { state: 'failed' }).title).toBe('Error · Transaction 0x9f9f…9f9f · Ethereum')
  })

  it('names an unusable link as such', () => {
    expect(describeTransaction(linkOf(transactionView, '/eth/tx/0xabc'), WAITING).title).toBe('Invalid transaction link · Chainview')
    expect(describeTransaction(linkOf(transactionView, `/atlantis/tx/${HASH}`), WAITING).title).toBe('Unknown chain “atlantis” · Chainview')
  })

  it('keeps a hostile label as cut, neutralised text', () => {
    const meta = describeTransaction(link, { state: 'loaded', data: transaction({ from_address_label: `${HOSTILE_NAME}${'x'.repeat(10_000)}` }) })
    expect(meta.description).toMatch(/From <script>window\.__pwned=true<\/script>"'\uFFFDg… to /)
    expect(meta.description).not.toContain('\u202E')
    expect(meta.description.length).toBeLessThanOrEqual(240)
  })
})
