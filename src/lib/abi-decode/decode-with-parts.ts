import { decodeCall, type CallDecoding } from './decode-call'
import { decodeContext, ROUTER_COMMANDS_TABLE, type DecodeContext, type DecodeTables } from './decode-context'
import type { ErrorDecoding } from './decode-error'
import { decodeEvent, type EventDecoding } from './decode-event'
import type { DecodePartName, DecodeParts } from './decode-parts'
import type { RouterStep } from './router-steps'
import type { SignatureIndex } from './signature-index'
import type { DecodedUserOperation } from './user-operations'

/** The parts of a transaction (as src/api/transaction.ts types it) the decoder reads. */
export interface DecodableTransaction {
  input: string | null
  to_address: string | null
  logs: readonly { address?: string | null; data: string | null; topic0: string | null; topic1: string | null; topic2: string | null; topic3: string | null }[]
  internal_transactions?: readonly { input: string | null; output: string | null; error: string | null }[] | null
}

export interface DecodedInternalCall {
  call: CallDecoding
  /** the revert data of a call that failed, decoded; null when it succeeded */
  revert: ErrorDecoding | null
}

export interface DecodedTransaction {
  /** the transaction's own call; a contract creation's input is code, not a call */
  call: CallDecoding
  /** one per log, in the order of the logs */
  events: EventDecoding[]
  /** one per internal transaction, in their order */
  internalCalls: DecodedInternalCall[]
  /** a Universal Router `execute`'s commands, in order; null when the call is not one */
  routerSteps: RouterStep[] | null
  /** an ERC-4337 `handleOps` bundle's user operations, in order; empty when the call is not one */
  userOperations: DecodedUserOperation[]
  /** shards the index lacked: load them and decode again */
  missingShards: string[]
  /** tables (DecodeTables) the transaction needs that were not loaded: load them and decode again */
  missingTables: string[]
}

/** A decoding with the parts at hand, and the parts the transaction calls for that were not: load them and decode again. */
export interface PartialDecoding {
  decoded: DecodedTransaction
  missingParts: DecodePartName[]
}

function routerSteps(call: CallDecoding, router: string | null, context: DecodeContext, part: DecodeParts['routerSteps'] | undefined): RouterStep[] | null {
  if (call.status !== 'decoded' || call.call.name !== 'execute' || !part?.isRouterPlan(call.call)) return null
  const table = context.tables.routerCommands
  if (!table) {
    context.missingTables.add(ROUTER_COMMANDS_TABLE)
    return null
  }
  return part.decodeRouterSteps(call.call, table, context, router)
}

/**
 * Decodes a transaction's call, logs and internal calls with what the index, tables and parts hold so far; what a
 * missing part would decode stays as if there were none (no revert, steps or user operations). Never throws.
 */
export function decodeWithParts(tx: DecodableTransaction, index: SignatureIndex, tables: DecodeTables, parts: Partial<DecodeParts>): PartialDecoding {
  const context = decodeContext(index, tables)
  const missingParts = new Set<DecodePartName>()
  const partFor = <Name extends DecodePartName>(name: Name, needed: boolean): DecodeParts[Name] | undefined => {
    if (needed && !parts[name]) missingParts.add(name)
    return needed ? parts[name] : undefined
  }
  const call: CallDecoding = tx.to_address === null ? { status: 'not-a-call' } : decodeCall(tx.input, context)
  const events = tx.logs.map((log) => {
    const input = { topics: [log.topic0, log.topic1, log.topic2, log.topic3], data: log.data }
    const decoding = decodeEvent(input, context)
    // An anonymous note's topic0: a selector and 28 zero bytes.
    const note = decoding.status === 'unknown' && decoding.topic0.endsWith('0'.repeat(56))
    return (note && partFor('notes', true)?.decodeNote(input, context)) || decoding
  })
  const internalCalls = (tx.internal_transactions ?? []).map((internal) => ({
    call: decodeCall(internal.input, context),
    revert: internal.error ? (partFor('revert', true)?.decodeRevert(internal.output, context) ?? null) : null,
  }))
  const decodedCall = call.status === 'decoded' ? call.call : null
  const operations = partFor('userOperations', decodedCall?.name === 'handleOps')
  return {
    decoded: {
      call,
      events,
      internalCalls,
      routerSteps: routerSteps(call, tx.to_address, context, partFor('routerSteps', decodedCall?.name === 'execute')),
      userOperations:
        decodedCall && operations
          ? operations.decodeUserOperations(
              decodedCall,
              events.map((decoding, index) => ({ address: tx.logs[index]?.address ?? null, decoding })),
              tx.to_address,
              context,
            )
          : [],
      missingShards: [...context.missingShards].sort(),
      missingTables: [...context.missingTables].sort(),
    },
    missingParts: [...missingParts].sort(),
  }
}

/** The name of the function the transaction called, when the index decoded it: for one-line summaries. */
export function calledFunctionName(decoded: DecodedTransaction): string | null {
  return decoded.call.status === 'decoded' ? decoded.call.call.name : null
}
