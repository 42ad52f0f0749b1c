import type { Transaction } from '@/api/transaction'
import type { DecodedTransaction } from '@/lib/abi-decode/decode-transaction'
import type { DecodedArgument } from '@/lib/abi-decode/decoded-value'
import type { Knowledge } from './knowledge'
import type { KnowledgeRole } from './knowledge-roles.gen'

/** A log the signature index decoded: which contract emitted it, and its arguments by name. */
export interface StoryEvent {
  logIndex: number
  address: string
  name: string
  /** `Transfer(address,address,uint256)`: name and argument types, no parameter names */
  signature: string
  args: readonly DecodedArgument[]
}

const canonical = (name: string, args: readonly DecodedArgument[]) => `${name}(${args.map((arg) => arg.type).join(',')})`

/** A decoded call's canonical signature: `execute(address,uint256,bytes)`, its name and argument types. */
export const callSignatureOf = (call: { name: string; args: readonly DecodedArgument[] } | null | undefined) => (call ? canonical(call.name, call.args) : null)

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

/**
 * What the story gates read (story-gates.gen.json): the decoded events, the decoded call, the sender and recipient, and what the published lists say the recipient is (nothing until they have loaded).
 */
export function gateFactsOf(tx: Pick<Transaction, 'logs' | 'from_address' | 'to_address'>, decoded: DecodedTransaction | null, known: Knowledge | null) {
  return {
    events: storyEvents(tx, decoded),
    call: decoded?.call.status === 'decoded' ? decoded.call.call : null,
    parties: partiesOf(tx.from_address, tx.to_address),
    roles: rolesOf(known, tx.to_address),
  }
}

/** The role the published lists give an address, as a gate's `roles` name it; none when they name it not. */
export function rolesOf(known: Knowledge | null, address: string | null): KnowledgeRole[] {
  const role = known?.(address)?.role
  return role ? [role] : []
}

/** The sender and recipient, in lower case, as a gate's `parties` name them. */
export function partiesOf(...addresses: (string | null | undefined)[]): string[] {
  return addresses.flatMap((address) => (address ? [address.toLowerCase()] : []))
}
