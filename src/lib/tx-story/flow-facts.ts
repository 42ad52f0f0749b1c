import type { InternalTransaction } from '@/api/transaction'
import type { DecodedTransaction } from '@/lib/abi-decode/decode-transaction'
import { decodeInput } from '@/lib/decode-input'
import { actionParts } from './action-parts'
import { classify } from './classify'
import type { Movement } from './movements'
import type { NetChange } from './net-changes'
import type { StoryLine } from './story'
import { text, untrusted } from './stories/words'
import { tradeSignals, type TradeSignals } from './trade-signals'

/** What the classified flows read: the transaction's own fields, its call's name, its revert, and the flows. */
export interface FlowFacts {
  from: string | null
  to: string | null
  status: string | null
  createdContract: string | null
  /** the call's name when decoded, else its selector (or an ERC20 call read without the index); null for no call */
  callName: string | null
  /** the arguments of an ERC20 approve(spender, amount), read without the index */
  approve: { spender: string; amount: bigint } | null
  /** the name of the error the transaction reverted with, where the trace carries it and the index decodes it */
  revertName: string | null
  internal: readonly InternalTransaction[]
  movements: readonly Movement[]
  netChanges: readonly NetChange[]
  signals: TradeSignals
}

type FlowTx = {
  from_address: string | null
  to_address: string | null
  receipt_contract_address: string | null
  receipt_status: string | null
  input: string | null
  internal_transactions: readonly InternalTransaction[]
}

/** The top-level revert's reason: an Error(string)'s message, else the custom error's name. */
function revertNameOf(decoded: DecodedTransaction | null): string | null {
  const revert = decoded?.internalCalls.find((internal) => internal.revert !== null)?.revert
  if (revert?.status !== 'decoded') return null
  const [message] = revert.error.args
  if (revert.error.name === 'Error' && message?.value.kind === 'string') return message.value.value
  return `${revert.error.name}()`
}

export function flowFacts(tx: FlowTx, decoded: DecodedTransaction | null, moved: readonly Movement[], net: readonly NetChange[]): FlowFacts {
  const input = decodeInput(tx.input)
  const call = decoded?.call.status === 'decoded' ? decoded.call.call : null
  return {
    from: tx.from_address?.toLowerCase() ?? null,
    to: tx.to_address?.toLowerCase() ?? null,
    status: tx.receipt_status,
    createdContract: tx.receipt_contract_address?.toLowerCase() ?? null,
    callName: call?.name ?? input.call?.name ?? input.selector,
    approve: input.call?.name === 'approve' ? { spender: input.call.spender, amount: input.call.amount } : null,
    revertName: revertNameOf(decoded),
    internal: tx.internal_transactions,
    movements: moved,
    netChanges: net,
    signals: tradeSignals(decoded),
  }
}

/**
 * Whether coins may have come back unseen: without the internal calls, a contract unwrapping WETH pays the coin out
 * where the logs do not show, so a line that says the sender only sent could be wrong.
 */
const coinsOutOfView = (facts: FlowFacts) =>
  facts.internal.length === 0 && facts.movements.some((movement) => movement.source === 'withdrawal' && movement.from !== facts.from)

/** The flows classified from the sender's own net changes: what is surely true when no story tells more. */
export function classifiedLine(facts: FlowFacts): StoryLine {
  const action = classify({
    from: facts.from,
    to: facts.to,
    createdContract: facts.createdContract,
    status: facts.status,
    call: facts.callName,
    approve: facts.approve,
    movements: facts.movements,
    netChanges: facts.netChanges,
    signals: facts.signals,
  })
  if (action.kind === 'failed' && facts.revertName) {
    return { kind: 'failed', actor: null, parts: [...actionParts(action), text(': '), untrusted(facts.revertName, 80)], tone: 'failed' }
  }
  if (action.kind === 'transfer' && coinsOutOfView(facts)) {
    const call = { kind: 'call' as const, call: facts.callName, contract: facts.to }
    return { kind: call.kind, actor: null, parts: actionParts(call) }
  }
  return { kind: action.kind, actor: null, parts: actionParts(action), ...(action.kind === 'failed' ? { tone: 'failed' as const } : {}) }
}
