import { describe, expect, it } from 'vitest'
import { transactionSchema, type TransactionWire } from '@/api/transaction'
import { WAITING } from '@/page-meta/page-meta'
import { HOSTILE_NAME, linkOf } from '@/test/view-links'
import { describeTransaction } from './transaction'

const HASH = `0x${'9f'.repeat(32)}`
const link = linkOf('transaction', `/eth/tx/${HASH}`)

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

  it('adds the status and the exact value once the data is there', () => {
    const meta = describeTransaction(link, { state: 'loaded', data: transaction() })
    expect(meta.title).toBe('Transaction 0x9f9f…9f9f · Ethereum · Success')
    expect(meta.description).toBe('Success: 0xd8da…6045 sent 123,456,789,012.34567890123456789 ETH to 0x6b17…1d0f in block 21,240,003 on Ethereum.')
  })

  it('says "Failed" for a reverted transaction and names parties by their labels', () => {
    const meta = describeTransaction(link, { state: 'loaded', data: transaction({ receipt_status: '0', value: '0', from_address_label: 'Binance 14' }) })
    expect(meta.title).toBe('Transaction 0x9f9f…9f9f · Ethereum · Failed')
    expect(meta.description).toMatch(/^Failed: Binance 14 sent 0 ETH/)
  })

  it('says so when the transaction is not found or could not be loaded', () => {
    expect(describeTransaction(link, { state: 'not-found' }).title).toBe('Transaction not found · Ethereum')
    expect(describeTransaction(link, { state: 'failed' }).title).toBe('Error · Transaction 0x9f9f…9f9f · Ethereum')
  })

  it('names an unusable link as such', () => {
    expect(describeTransaction(linkOf('transaction', '/eth/tx/0xabc'), WAITING).title).toBe('Invalid transaction link · Chainview')
    expect(describeTransaction(linkOf('transaction', `/atlantis/tx/${HASH}`), WAITING).title).toBe('Unknown chain “atlantis” · Chainview')
  })

  it('keeps a hostile label as cut, neutralised text', () => {
    const meta = describeTransaction(link, { state: 'loaded', data: transaction({ from_address_label: `${HOSTILE_NAME}${'x'.repeat(10_000)}` }) })
    expect(meta.description).toMatch(/^Success: <script>window\.__pwned=true<\/script>"'\uFFFDg… sent /)
    expect(meta.description).not.toContain('\u202E')
    expect(meta.description.length).toBeLessThanOrEqual(240)
  })
})
