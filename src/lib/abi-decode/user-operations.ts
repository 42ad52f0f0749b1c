import type { Address, Hex } from 'viem'
import { decodeCall, type CallDecoding } from './decode-call'
import type { DecodeContext } from './decode-context'
import type { EventDecoding } from './decode-event'
import type { DecodedArgument, DecodedCall, DecodedValue } from './decoded-value'

/** A call a smart account made for a user operation: one of `executeBatch`'s, or `execute`'s only one. */
export interface UserOperationInnerCall {
  to: Address
  value: bigint
  call: CallDecoding
}

/** What the EntryPoint's UserOperationEvent says happened to a user operation. */
export interface UserOperationResult {
  success: boolean
  actualGasCost: bigint
  actualGasUsed: bigint
  /** null when the operation paid for itself */
  paymaster: Address | null
}

/** One user operation of an ERC-4337 `handleOps` bundle (EntryPoint v0.6 or v0.7). */
export interface DecodedUserOperation {
  /** the smart account */
  sender: Address
  nonce: bigint
  /** the operation's callData, as a call to the account */
  call: CallDecoding
  /** the calls the account's execute/executeBatch makes, each decoded; empty when the callData is not one of them */
  innerCalls: UserOperationInnerCall[]
  /** from the matching UserOperationEvent; null when the logs have none */
  result: UserOperationResult | null
}

/** A log's decoding with the address that emitted it. */
export interface EmittedEvent {
  address: string | null
  decoding: EventDecoding
}

/** The zero address, as the EntryPoint names the paymaster of an operation that paid for itself. */
const NO_PAYMASTER = '0x0000000000000000000000000000000000000000'

const field = (fields: DecodedArgument[], name: string) => fields.find((candidate) => candidate.name === name)?.value
const address = (value: DecodedValue | undefined) => (value?.kind === 'address' ? value.value : null)
const integer = (value: DecodedValue | undefined) => (value?.kind === 'integer' ? value.value : null)
const bytes = (value: DecodedValue | undefined): Hex | null => (value?.kind === 'bytes' && value.type === 'bytes' ? value.value : null)
const items = (value: DecodedValue | undefined) => (value?.kind === 'array' && value.items.length === value.length ? value.items : null)

// The account functions that carry calls, as the EntryPoint's sample account, Safe's 4337 module and Coinbase's
// smart wallet declare them; what they carry is read from the shape of their arguments, not their names alone.
const EXECUTING = new Set(['execute', 'executeCall', 'executeBatch', 'executeUserOp', 'executeUserOpWithErrorString'])

type Carried = { to: Address; value: bigint; data: Hex }

/** (address, uint256, bytes, …): one call; (address[], bytes[]) or (address[], uint256[], bytes[]): a batch; ((address, uint256, bytes)[]): a batch. */
function carriedCalls(call: DecodedCall): Carried[] | null {
  if (!EXECUTING.has(call.name)) return null
  const [first, second, third] = call.args.map((arg) => arg.value)
  const to = address(first)
  if (to !== null && integer(second) !== null && bytes(third) !== null) return [{ to, value: integer(second)!, data: bytes(third)! }]
  const targets = items(first)?.map(address)
  if (targets && !targets.includes(null)) {
    const values = third === undefined ? targets.map(() => 0n) : items(second)?.map(integer)
    const datas = items(third ?? second)?.map(bytes)
    if (!values || !datas || values.includes(null) || datas.includes(null) || values.length !== targets.length || datas.length !== targets.length) return null
    return targets.map((target, index) => ({ to: target!, value: values[index]!, data: datas[index]! }))
  }
  const tuples = call.args.length === 1 ? items(first) : null
  if (!tuples) return null
  const batch = tuples.map((tuple) => {
    if (tuple.kind !== 'tuple' || tuple.fields.length !== 3) return null
    const [target, value, data] = tuple.fields.map((fieldValue) => fieldValue.value)
    const to = address(target)
    return to !== null && integer(value) !== null && bytes(data) !== null ? { to, value: integer(value)!, data: bytes(data)! } : null
  })
  return batch.includes(null) ? null : (batch as Carried[])
}

function resultOf(events: EmittedEvent[], entryPoint: string | null, sender: Address, nonce: bigint): UserOperationResult | null {
  for (const { address: emitter, decoding } of events) {
    if (decoding.status !== 'decoded' || decoding.event.name !== 'UserOperationEvent') continue
    if (entryPoint !== null && emitter !== null && emitter.toLowerCase() !== entryPoint.toLowerCase()) continue
    const args = decoding.event.args
    if (address(field(args, 'sender')) !== sender || integer(field(args, 'nonce')) !== nonce) continue
    const success = field(args, 'success')
    const actualGasCost = integer(field(args, 'actualGasCost'))
    const actualGasUsed = integer(field(args, 'actualGasUsed'))
    const paymaster = address(field(args, 'paymaster'))
    if (success?.kind !== 'bool' || actualGasCost === null || actualGasUsed === null) continue
    return { success: success.value, actualGasCost, actualGasUsed, paymaster: paymaster === null || paymaster === NO_PAYMASTER ? null : paymaster }
  }
  return null
}

/**
 * The user operations of an EntryPoint `handleOps(ops, beneficiary)` (v0.6's UserOperation or v0.7's packed one: both
 * carry sender, nonce and callData), each with the account's calls and its UserOperationEvent from the logs the
 * EntryPoint (the transaction's `to`) emitted. Empty when the call is not such a bundle.
 */
export function decodeUserOperations(call: DecodedCall, events: EmittedEvent[], entryPoint: string | null, context: DecodeContext): DecodedUserOperation[] {
  if (call.name !== 'handleOps' || call.args[0]?.name !== 'ops' || call.args[1]?.name !== 'beneficiary') return []
  const ops = items(call.args[0].value)
  if (!ops) return []
  return ops.flatMap((op) => {
    if (op.kind !== 'tuple') return []
    const sender = address(field(op.fields, 'sender'))
    const nonce = integer(field(op.fields, 'nonce'))
    const callData = bytes(field(op.fields, 'callData'))
    if (sender === null || nonce === null || callData === null) return []
    const accountCall = decodeCall(callData, context, 1)
    const carried = accountCall.status === 'decoded' ? (carriedCalls(accountCall.call) ?? []) : []
    return [
      {
        sender,
        nonce,
        call: accountCall,
        innerCalls: carried.map(({ to, value, data }) => ({ to, value, call: decodeCall(data, context, 2) })),
        result: resultOf(events, entryPoint, sender, nonce),
      },
    ]
  })
}
