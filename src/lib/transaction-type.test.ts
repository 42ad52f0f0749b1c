import { describe, expect, it } from 'vitest'
import { transactionTypeName } from './transaction-type'

describe('transactionTypeName', () => {
  it('names the known transaction types', () => {
    expect([0n, 1n, 2n, 3n, 4n].map(transactionTypeName)).toEqual([
      'Legacy',
      'EIP-2930 (access list)',
      'EIP-1559 (fee market)',
      'EIP-4844 (blob)',
      'EIP-7702 (set code)',
    ])
  })

  it('keeps the number of a type it does not know, and calls a missing type legacy', () => {
    expect(transactionTypeName(126n)).toBe('Type 126 (unknown to this explorer)')
    expect(transactionTypeName(null)).toBe('Legacy (no type field)')
  })
})
