import type { ActionPart } from '../action-parts'
import type { StoryLine } from '../story'
import { addressArg, integerArg, type Evidence, type StoryEvent } from './args'
import { address, amounts, line, text } from './words'

/** Permit2's own allowances and their lockdown, as @uniswap/permit2-sdk declares them. */
export const PERMIT2_APPROVAL = 'Approval(address,address,address,uint160,uint48)'
const LOCKDOWN = 'Lockdown(address,address,address)'
const MAX_UINT160 = (1n << 160n) - 1n
const day = (seconds: bigint) => (seconds > 0n && seconds < 253_402_300_800n ? new Date(Number(seconds) * 1000).toISOString().slice(0, 10) : null)

export const token = (contract: string): ActionPart => ({ type: 'token', token: contract })

/** The call's address argument at this position, in lower case. */
export function addressAt(evidence: Evidence, position: number): string | null {
  const value = evidence.call?.args[position]?.value
  return value?.kind === 'address' ? value.value.toLowerCase() : null
}

/**
 * Permit2's `approve(token, spender, amount, expiration)`, called by the owner, and the Approval the called contract
 * logged for exactly those. Zero takes the allowance back.
 */
export function permit2Approval(evidence: Evidence, event: StoryEvent, from: string): StoryLine | null {
  const tokenAddress = addressArg(event.args, 'token')
  const spender = addressArg(event.args, 'spender')
  const amount = integerArg(event.args, 'amount')
  const until = day(integerArg(event.args, 'expiration') ?? 0n)
  const [, , amountArg] = evidence.call?.args ?? []
  if (evidence.call?.name !== 'approve' || event.address !== evidence.to || addressArg(event.args, 'owner') !== from) return null
  if (!tokenAddress || !spender || amount === null || addressAt(evidence, 0) !== tokenAddress || addressAt(evidence, 1) !== spender) return null
  if (amountArg?.value.kind !== 'integer' || amountArg.value.value !== amount) return null
  const through = [text(' through '), address(event.address)]
  if (amount === 0n)
    return line('approval-revoked', null, [text('Revoked '), address(spender), text('’s allowance to spend '), token(tokenAddress), ...through])
  if (!until) return null
  const limit = amount === MAX_UINT160 ? [text('unlimited '), token(tokenAddress)] : [amounts([{ asset: { kind: 'erc20', token: tokenAddress }, amount }])]
  return line('approval', null, [text('Allowed '), address(spender), text(' to spend '), ...limit, ...through, text(` until ${until}`)])
}

/**
 * Permit2's `lockdown(approvals)`: every log is the called contract's `Lockdown` for the sender, each taking one
 * spender's allowance of one token back. Undefined when the transaction is no lockdown, null when it does not add up.
 */
export function permit2Lockdown(evidence: Evidence, from: string): StoryLine | null | undefined {
  const events = evidence.events.filter((event) => event.signature === LOCKDOWN)
  const contract = evidence.to
  if (events.length === 0) return undefined
  if (evidence.call?.name !== 'lockdown' || events.length !== evidence.events.length || !contract) return null
  const revoked = events.map((event) => ({
    owner: addressArg(event.args, 'owner'),
    token: addressArg(event.args, 'token'),
    spender: addressArg(event.args, 'spender'),
    at: event.address,
  }))
  if (revoked.some((entry) => entry.owner !== from || entry.at !== contract || !entry.token || !entry.spender)) return null
  const through = [text(' through '), address(contract)]
  const [only] = revoked
  if (revoked.length === 1 && only?.token && only.spender)
    return line('approval-revoked', null, [text('Revoked '), address(only.spender), text('’s allowance to spend '), token(only.token), ...through])
  return line('approval-revoked', null, [text(`Revoked ${revoked.length} allowances`), ...through])
}
