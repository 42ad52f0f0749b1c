import type { InternalTransaction, Transaction } from '@/api/transaction'
import type { DecodedTransaction } from '@/lib/abi-decode/decode-transaction'
import type { DecodedUserOperation } from '@/lib/abi-decode/user-operations'
import type { DecodedArgument, DecodedCall } from '@/lib/abi-decode/decoded-value'
import type { Knowledge } from './knowledge'
import type { Movement } from './movements'
import type { NetChange } from './net-changes'

/** A log the signature index decoded: which contract emitted it, and its arguments by name. */
export interface StoryEvent {
  logIndex: number
  address: string
  name: string
  /** `Transfer(address,address,uint256)`: name and argument types, no parameter names */
  signature: string
  args: readonly DecodedArgument[]
}

/** Everything a story may read: the transaction, what the decoder and the published lists say, and the flows. */
export interface Evidence {
  from: string | null
  to: string | null
  value: bigint
  input: string | null
  status: string | null
  gasUsed: bigint | null
  gasLimit: bigint | null
  createdContract: string | null
  /** the top-level call when the signature index decoded it */
  call: DecodedCall | null
  /** the call's name when decoded, else its selector (or an ERC20 call read without the index); null for no call */
  callName: string | null
  /** the arguments of an ERC20 approve(spender, amount), read without the index */
  approve: { spender: string; amount: bigint } | null
  events: readonly StoryEvent[]
  /** an ERC-4337 bundle's user operations, as the decoder read them */
  userOperations: readonly DecodedUserOperation[]
  /** the name of the error the transaction reverted with, where the trace carries it and the index decodes it */
  revertName: string | null
  internal: readonly InternalTransaction[]
  movements: readonly Movement[]
  netChanges: readonly NetChange[]
  known: Knowledge
}

export type StoryTx = Pick<
  Transaction,
  | 'from_address'
  | 'to_address'
  | 'receipt_contract_address'
  | 'value'
  | 'receipt_status'
  | 'logs'
  | 'internal_transactions'
  | 'input'
  | 'gas'
  | 'receipt_gas_used'
>

const canonical = (name: string, args: readonly DecodedArgument[]) => `${name}(${args.map((arg) => arg.type).join(',')})`

/** The logs the index decoded, with their emitters. */
export function storyEvents(tx: Pick<Transaction, 'logs'>, decoded: DecodedTransaction | null): StoryEvent[] {
  if (!decoded) return []
  return tx.logs.flatMap((log, index) => {
    const decoding = decoded.events[index]
    if (decoding?.status !== 'decoded') return []
    const { name, args } = decoding.event
    return [{ logIndex: log.log_index ?? index, address: log.address.toLowerCase(), name, signature: canonical(name, args), args }]
  })
}
