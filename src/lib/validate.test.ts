import { describe, expect, it } from 'vitest'
import { classifyQuery } from './classify-query'
import { isBlockNumber, isDateParam } from './validate'
import { isEvmAddress } from '@/lib/values/evm-address-checksum'
import { isSolanaAddress } from '@/lib/values/solana-address'
import { isTransactionHash } from '@/lib/values/transaction-hash'

describe('input validation', () => {
  it('accepts lowercase and checksummed addresses, rejects a bad checksum or length', () => {
    expect(isEvmAddress('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')).toBe(true)
    expect(isEvmAddress('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBe(true)
    expect(isEvmAddress('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eb48')).toBe(false)
    expect(isEvmAddress('0xA0B86991C6218B36C1D19D4A2E9EB0CE3606EB48')).toBe(true)
    expect(isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true)
    expect(isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false)
    expect(isEvmAddress('0xa0b86991')).toBe(false)
    expect(isEvmAddress('<script>')).toBe(false)
  })

  it('knows transaction hashes, Solana addresses, block numbers and dates', () => {
    expect(isTransactionHash(`0x${'ab'.repeat(32)}`)).toBe(true)
    expect(isTransactionHash(`0x${'ab'.repeat(31)}`)).toBe(false)
    expect(isSolanaAddress('So11111111111111111111111111111111111111112')).toBe(true)
    expect(isSolanaAddress('0OIl11111111111111111111111111111111')).toBe(false)
    expect(isBlockNumber('21240000')).toBe(true)
    expect(isBlockNumber('-1')).toBe(false)
    expect(isDateParam('2024-01-31')).toBe(true)
    expect(isDateParam('2024-13-45')).toBe(false)
    expect(isDateParam('yesterday')).toBe(false)
  })

  it('classifies what is pasted into the search box', () => {
    expect(classifyQuery(` 0x${'cd'.repeat(32)} `)).toBe('transaction')
    expect(classifyQuery('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')).toBe('evm-address')
    expect(classifyQuery('So11111111111111111111111111111111111111112')).toBe('solana-address')
    expect(classifyQuery('vitalik')).toBe('unknown')
  })
})
