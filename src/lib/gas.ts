import { formatUnits } from 'viem'
import { GWEI_DECIMALS, groupDigits } from './format'

/** What the sender paid: gas used × gas price, in wei. */
export function transactionFee(gasUsed: bigint, gasPrice: bigint): bigint {
  return gasUsed * gasPrice
}

/** Gas used as a share of the gas limit, cut (not rounded) to two decimals: "71.25%". */
export function gasUsedPercent(used: bigint, limit: bigint): string | null {
  if (limit <= 0n) return null
  const hundredths = (used * 10_000n) / limit
  const whole = hundredths / 100n
  const fraction = (hundredths % 100n).toString().padStart(2, '0')
  return `${whole}.${fraction}%`
}

/** A wei amount in gwei, exact and grouped: 18452190034n is "18.452190034". */
export function formatGwei(wei: bigint): string {
  return groupDigits(formatUnits(wei, GWEI_DECIMALS))
}
