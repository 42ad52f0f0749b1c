import type { DecodedTransaction } from '@/lib/abi-decode/decode-transaction'
import { NATIVE } from './assets'
import type { Movement } from './movements'

/** The Universal Router's stand-in for "the caller" as a recipient (its Constants.sol). */
const MSG_SENDER = '0x0000000000000000000000000000000000000001'

/**
 * The coin a Universal Router paid out when its plan ends in UNWRAP_WETH to the caller and the provider gave no
 * internal calls: the router unwraps its whole WETH balance (its Withdrawal event says how much) and sends all of it
 * to the recipient. Null when any of that is not plainly so.
 */
export function routerPayout(
  tx: { from_address: string | null; to_address: string | null; internal_transactions: readonly unknown[] },
  decoded: DecodedTransaction | null,
  moved: readonly Movement[],
): Movement | null {
  const from = tx.from_address?.toLowerCase()
  const router = tx.to_address?.toLowerCase()
  const last = decoded?.routerSteps?.at(-1)
  if (!from || !router || tx.internal_transactions.length > 0 || last?.command !== 'UNWRAP_WETH' || !last.args) return null
  const recipient = last.args.find((arg) => arg.name === 'recipient')?.value
  if (recipient?.kind !== 'address' || ![MSG_SENDER, from].includes(recipient.value.toLowerCase())) return null
  const unwrapped = moved.filter((movement) => movement.source === 'withdrawal' && movement.from === router)
  const [withdrawal] = unwrapped
  if (!withdrawal || unwrapped.length !== 1) return null
  return { asset: NATIVE, from: router, to: from, amount: withdrawal.amount, source: 'internal', logIndex: null }
}
