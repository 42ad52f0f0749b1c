import type { ActionPart } from '../action-parts'
import type { Asset } from '../assets'
import type { Evidence } from './args'
import { actorFor, amounts, line, text } from './words'

export type LendingVerb = 'supply' | 'borrow' | 'repay' | 'withdraw'

const WORDS: Record<LendingVerb, [string, string]> = {
  supply: ['Supplied ', ' to '],
  borrow: ['Borrowed ', ' from '],
  repay: ['Repaid ', ' to '],
  withdraw: ['Withdrew ', ' from '],
}

/** "Supplied 0.5 ETH to Compound v2": the account's verb, the asset it gave or got, and the protocol or the pool. */
export function lendingLine(evidence: Evidence, verb: LendingVerb, account: string, asset: Asset, amount: bigint, venue: ActionPart) {
  const [verbWord, preposition] = WORDS[verb]
  return line(`lending-${verb}`, actorFor(evidence, account, 'contract'), [text(verbWord), amounts([{ asset, amount }]), text(preposition), venue])
}
