/**
 * The verb a call's name gives, where no story tells more and the sender's own flows agree with it: a `stake`/`deposit`
 * (or a MasterChef's `enterStaking`, whose way back `leaveStaking` is a withdrawal) that sends, a `withdraw`/`redeem`
 * (or a queued one's `finalizeWithdrawal`, `completeWithdrawal`, `claimWithdraw`) that receives (a `claim…` is the
 * claim story's, which checks each payout, and falls back here). Names come from the offline signature index's
 * decoding (which re-encodes exactly), never from a selector alone.
 */
export type CallVerb = 'deposit' | 'stake' | 'lock' | 'withdraw' | 'borrow' | 'repay'

const VERBS: readonly { verb: CallVerb; name: RegExp }[] = [
  { verb: 'stake', name: /^(stake|enterStaking)/i },
  { verb: 'deposit', name: /^deposit/i },
  { verb: 'lock', name: /^(lock|createLock|increaseLock|increaseAmount)/i },
  { verb: 'withdraw', name: /^((finalize|complete|claim)(Queued)?_?)?(withdraw|unstake|redeem|exit|unlock|leave)/i },
  { verb: 'borrow', name: /^borrow/i },
  { verb: 'repay', name: /^repay/i },
]

/** Names that say more than the verb: a deposit for a bridge's burn, a withdrawal that swaps or sends on. */
const SAYS_MORE = /burn|bridge|send|transfer|relay|swap|cross|outbound|l1|l2/i

export function callVerbOf(name: string | null): CallVerb | null {
  if (name === null || /^0x[0-9a-f]{8}$/i.test(name) || SAYS_MORE.test(name)) return null
  return VERBS.find((entry) => entry.name.test(name))?.verb ?? null
}

/** Which way the sender's flows must go for the verb: `gains` verbs receive, `pays` verbs send. */
export const VERB_DIRECTION: Record<CallVerb, 'gains' | 'pays'> = {
  withdraw: 'gains',
  borrow: 'gains',
  deposit: 'pays',
  stake: 'pays',
  lock: 'pays',
  repay: 'pays',
}
