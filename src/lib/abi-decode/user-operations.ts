import type { Address } from 'viem'
import type { CallDecoding } from './decode-call'

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
