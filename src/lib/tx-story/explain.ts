import type { DecodedTransaction } from '@/lib/abi-decode/decode-transaction'
import { decodeInput } from '@/lib/decode-input'
import { actionParts, partsText, type ActionPart } from './action-parts'
import type { AmountContext } from './amount-text'
import { classify } from './classify'
import { storyEvents, type Evidence, type StoryTx } from './evidence'
import { contractNameOf, NO_KNOWLEDGE, type Knowledge } from './knowledge'
import { movements, type Movement } from './movements'
import { netChanges, type NetChange } from './net-changes'
import { routerPayout } from './router-payouts'
import type { Story, StoryLine } from './story'
import { lowerFirst, text, untrusted } from './stories/words'

/** The pipeline's answer for one transaction: every movement, the net change per address, and the one line. */
export interface TransactionStory {
  movements: Movement[]
  netChanges: NetChange[]
  line: StoryLine
  /** names the published lists give the contracts the line mentions */
  contractNames: Readonly<Record<string, string>>
}

export type { StoryTx }

/** The top-level revert's reason: an Error(string)'s message, else the custom error's name. */
function revertNameOf(decoded: DecodedTransaction | null): string | null {
  const revert = decoded?.internalCalls.find((internal) => internal.revert !== null)?.revert
  if (revert?.status !== 'decoded') return null
  const [message] = revert.error.args
  if (revert.error.name === 'Error' && message?.value.kind === 'string') return message.value.value
  return `${revert.error.name}()`
}

/** What the stories read: the transaction, its decoding (once the index has loaded), and the published lists. */
export function evidenceOf(tx: StoryTx, decoded: DecodedTransaction | null, known: Knowledge): Evidence {
  const flows = movements(tx)
  const payout = routerPayout(tx, decoded, flows)
  const moved = payout ? [...flows, payout] : flows
  const input = decodeInput(tx.input)
  const call = decoded?.call.status === 'decoded' ? decoded.call.call : null
  return {
    from: tx.from_address?.toLowerCase() ?? null,
    to: tx.to_address?.toLowerCase() ?? null,
    value: tx.value ?? 0n,
    input: tx.input,
    status: tx.receipt_status,
    gasUsed: tx.receipt_gas_used,
    gasLimit: tx.gas,
    createdContract: tx.receipt_contract_address?.toLowerCase() ?? null,
    call,
    callName: call?.name ?? input.call?.name ?? input.selector,
    approve: input.call?.name === 'approve' ? { spender: input.call.spender, amount: input.call.amount } : null,
    events: storyEvents(tx, decoded),
    userOperations: decoded?.userOperations ?? [],
    revertName: revertNameOf(decoded),
    internal: tx.internal_transactions,
    movements: moved,
    netChanges: netChanges(moved, tx.from_address),
    known,
  }
}

/**
 * Whether coins may have come back unseen: without the internal calls, a contract unwrapping WETH pays the coin out
 * where the logs do not show, so a line that says the sender only sent could be wrong.
 */
const coinsOutOfView = (evidence: Evidence) =>
  evidence.internal.length === 0 && evidence.movements.some((movement) => movement.source === 'withdrawal' && movement.from !== evidence.from)

/** The flows classified from the sender's own net changes: what is surely true when no story tells more. */
function classifiedLine(evidence: Evidence): StoryLine {
  const action = classify({
    from: evidence.from,
    to: evidence.to,
    createdContract: evidence.createdContract,
    status: evidence.status,
    call: evidence.callName,
    approve: evidence.approve,
    movements: evidence.movements,
    netChanges: evidence.netChanges,
  })
  if (action.kind === 'failed' && evidence.revertName) {
    return { kind: 'failed', actor: null, parts: [...actionParts(action), text(': '), untrusted(evidence.revertName, 80)], tone: 'failed' }
  }
  if (action.kind === 'transfer' && coinsOutOfView(evidence)) {
    const call = { kind: 'call' as const, call: evidence.callName, contract: evidence.to }
    return { kind: call.kind, actor: null, parts: actionParts(call) }
  }
  return { kind: action.kind, actor: null, parts: actionParts(action), ...(action.kind === 'failed' ? { tone: 'failed' as const } : {}) }
}

/** The first story whose evidence is all there, else the classified flows. */
export function tellStory(evidence: Evidence, stories: readonly Story[]): StoryLine {
  for (const story of stories) {
    const told = story.tell(evidence)
    if (told) return told
  }
  return classifiedLine(evidence)
}

/**
 * movements → netChanges → stories (then classify). `decoded` is the signature index's decoding once its shards
 * have loaded, `known` what the published deployment lists say of the addresses, `stories` the rules (their own
 * chunk, stories/index.ts, loaded when `storiesMayTell`); without them the line says what the flows alone show.
 */
export function explainTransaction(
  tx: StoryTx,
  decoded: DecodedTransaction | null = null,
  known: Knowledge = NO_KNOWLEDGE,
  stories: readonly Story[] = [],
): TransactionStory {
  const evidence = evidenceOf(tx, decoded, known)
  const line = tellStory(evidence, stories)
  const contractNames: Record<string, string> = {}
  for (const part of line.parts) {
    const name = part.type === 'address' ? contractNameOf(known(part.address)) : null
    if (part.type === 'address' && name) contractNames[part.address] = name
  }
  return { movements: evidence.movements as Movement[], netChanges: evidence.netChanges as NetChange[], line, contractNames }
}

/** The line's parts as shown: the actor's name first when the line speaks for an account other than the sender. */
export function lineParts(line: StoryLine): ActionPart[] {
  if (!line.actor || line.actor.role === 'sender') return line.parts
  return [{ type: 'actor', actor: line.actor }, text(' '), ...lowerFirst(line.parts)]
}

/** The line as plain text (at most 300 characters), for a tab title, a link preview and a watchlist entry. */
export const lineText = (line: StoryLine, context: AmountContext) => partsText(lineParts(line), context)
