import { describe, expect, it } from 'vitest'
import { feeBreakdown } from './fee-breakdown'

const GWEI = 10n ** 9n

describe('feeBreakdown', () => {
  it('derives the base fee, the burnt fee and the savings of an EIP-1559 transaction below its max fee', () => {
    expect(
      feeBreakdown({ type: 2n, effectiveGasPrice: 21_402_113_420n, maxFeePerGas: 31n * GWEI, maxPriorityFeePerGas: 1_500_000_000n, gasUsed: 131_944n }),
    ).toEqual({
      kind: 'fee-market',
      type: 2n,
      maxFeePerGas: 31n * GWEI,
      maxPriorityFeePerGas: 1_500_000_000n,
      effectiveGasPrice: 21_402_113_420n,
      baseFee: { value: 19_902_113_420n, exact: true },
      burntFee: { value: 19_902_113_420n * 131_944n, exact: true },
      savings: (31n * GWEI - 21_402_113_420n) * 131_944n,
    })
  })

  it('marks the base fee and the burnt fee as lower bounds when the effective price reached the max fee', () => {
    const fees = feeBreakdown({ type: 2n, effectiveGasPrice: 20n * GWEI, maxFeePerGas: 20n * GWEI, maxPriorityFeePerGas: 2n * GWEI, gasUsed: 100n })
    expect(fees).toMatchObject({ baseFee: { value: 18n * GWEI, exact: false }, burntFee: { value: 1_800n * GWEI, exact: false }, savings: 0n })
  })

  it('keeps a base fee of zero rather than negative when the priority fee exceeds the effective price', () => {
    expect(feeBreakdown({ type: 2n, effectiveGasPrice: GWEI, maxFeePerGas: GWEI, maxPriorityFeePerGas: 2n * GWEI, gasUsed: 1n })).toMatchObject({
      baseFee: { value: 0n, exact: false },
    })
  })

  it('has no burnt fee or savings without the gas used', () => {
    expect(feeBreakdown({ type: 2n, effectiveGasPrice: 2n * GWEI, maxFeePerGas: 3n * GWEI, maxPriorityFeePerGas: GWEI, gasUsed: null })).toMatchObject({
      burntFee: null,
      savings: null,
    })
  })

  it('gives a legacy transaction its one gas price, with nothing derived', () => {
    expect(feeBreakdown({ type: 0n, effectiveGasPrice: 24n * GWEI, maxFeePerGas: null, maxPriorityFeePerGas: null, gasUsed: 21_000n })).toEqual({
      kind: 'legacy',
      type: 0n,
      gasPrice: 24n * GWEI,
    })
  })

  it('says nothing when the effective price is unknown', () => {
    expect(feeBreakdown({ type: 2n, effectiveGasPrice: null, maxFeePerGas: GWEI, maxPriorityFeePerGas: GWEI, gasUsed: 1n })).toBeNull()
  })

  it('keeps amounts above 2^53 exact', () => {
    const fees = feeBreakdown({ type: 2n, effectiveGasPrice: 10n ** 12n + 1n, maxFeePerGas: 10n ** 13n, maxPriorityFeePerGas: 1n, gasUsed: 30_000_000n })
    expect(fees?.kind === 'fee-market' && fees.burntFee?.value).toBe(30_000_000_000_000_000_000n)
  })
})
