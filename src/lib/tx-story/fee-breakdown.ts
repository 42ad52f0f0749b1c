/** A derived amount and whether it is exact or only a lower bound. */
export interface Derived {
  value: bigint
  /** false: the true value is at least this much (the priority fee was cut by the max fee) */
  exact: boolean
}

/** What the fee maths read: the node's fields (operation 8) and the receipt's gas used (operation 5). */
export interface FeeInputs {
  type: bigint | null
  /** for a mined transaction, the effective price per gas */
  effectiveGasPrice: bigint | null
  maxFeePerGas: bigint | null
  maxPriorityFeePerGas: bigint | null
  gasUsed: bigint | null
}

export type FeeBreakdown =
  | { kind: 'legacy'; type: bigint | null; gasPrice: bigint }
  | {
      kind: 'fee-market'
      type: bigint | null
      maxFeePerGas: bigint
      maxPriorityFeePerGas: bigint
      effectiveGasPrice: bigint
      /** effective − priority; a lower bound when the effective price reached the max fee */
      baseFee: Derived
      /** base fee × gas used */
      burntFee: Derived | null
      /** (max fee − effective) × gas used: what the sender offered but did not pay */
      savings: bigint | null
    }

/**
 * The full fee of a mined transaction. Under EIP-1559 the effective price is min(max fee, base fee + priority fee):
 * below the max fee it is exactly base + priority, so base = effective − priority; at the max fee the priority fee was
 * cut, and base fee ≥ effective − priority is all that can be said. A transaction without the max fees priced its gas
 * in one number (legacy, EIP-2930). Null when the effective price is unknown.
 */
export function feeBreakdown({ type, effectiveGasPrice, maxFeePerGas, maxPriorityFeePerGas, gasUsed }: FeeInputs): FeeBreakdown | null {
  if (effectiveGasPrice === null) return null
  if (maxFeePerGas === null || maxPriorityFeePerGas === null) return { kind: 'legacy', type, gasPrice: effectiveGasPrice }
  const exact = effectiveGasPrice < maxFeePerGas
  const difference = effectiveGasPrice - maxPriorityFeePerGas
  const baseFee: Derived = { value: difference > 0n ? difference : 0n, exact }
  return {
    kind: 'fee-market',
    type,
    maxFeePerGas,
    maxPriorityFeePerGas,
    effectiveGasPrice,
    baseFee,
    burntFee: gasUsed === null ? null : { value: baseFee.value * gasUsed, exact },
    savings: gasUsed === null || maxFeePerGas < effectiveGasPrice ? null : (maxFeePerGas - effectiveGasPrice) * gasUsed,
  }
}
