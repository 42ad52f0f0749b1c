import { describe, expect, it } from 'vitest'
import { rpcTransactionSchema } from '@/api/rpc-transaction'
import { RPC_TRANSACTIONS } from '../../../mocks/fixtures/rpc-transaction'
import { jsonText, quantityOf, rpcFields } from './rpc-fields'

const [legacy, creation, blob] = RPC_TRANSACTIONS.map((wire) => rpcTransactionSchema.parse(wire))

describe('rpcFields', () => {
  it('lists a legacy transaction’s fields in reading order, without fee caps it does not have', () => {
    expect(rpcFields(legacy!).map((field) => field.key)).toEqual([
      'hash',
      'type',
      'blockHash',
      'blockNumber',
      'transactionIndex',
      'from',
      'to',
      'value',
      'nonce',
      'gas',
      'gasPrice',
      'input',
      'chainId',
      'v',
      'r',
      's',
    ])
  })

  it('keeps `to` for a contract creation, with no value, and calls its input creation code', () => {
    const fields = rpcFields(creation!)
    expect(fields.find((field) => field.key === 'to')).toEqual({ key: 'to', label: 'To', kind: 'recipient', value: null })
    expect(fields.find((field) => field.key === 'input')?.kind).toBe('code')
  })

  it('shows fields the schema does not name, such as a blob transaction’s', () => {
    const fields = rpcFields(blob!)
    expect(fields.find((field) => field.key === 'maxFeePerBlobGas')?.kind).toBe('gwei')
    expect(fields.find((field) => field.key === 'blobVersionedHashes')?.kind).toBe('list')
    expect(fields.map((field) => field.key)).toContain('yParity')
  })

  it('passes through a field no one has named yet', () => {
    const tx = rpcTransactionSchema.parse({ ...RPC_TRANSACTIONS[0], l1Fee: '0x10' })
    expect(rpcFields(tx).at(-1)).toEqual({ key: 'l1Fee', label: 'l1Fee', kind: 'other', value: '0x10' })
  })
})

describe('quantityOf and jsonText', () => {
  it('reads a parsed bigint or 0x hex text', () => {
    expect(quantityOf(5n)).toBe(5n)
    expect(quantityOf('0x179cf3dd6')).toBe(6_338_592_214n)
    expect(quantityOf('12')).toBeNull()
  })

  it('writes bigints as digits', () => {
    expect(jsonText({ a: 1n })).toBe('{\n  "a": "1"\n}')
  })
})
