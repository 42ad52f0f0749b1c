import { isUnlimitedAmount } from '@/lib/decode-input'
import type { ActionPart } from '../action-parts'
import type { Story, StoryLine } from '../story'
import { addressArg, boolArg, eventsOf, integerArg, type Evidence, type StoryEvent } from './args'
import { address, amounts, line, text } from './words'

const APPROVAL_FOR_ALL = 'ApprovalForAll(address,address,bool)'
/** ERC20's `Approval(owner, spender, value)` and ERC721's `Approval(owner, approved, tokenId)`, all three indexed. */
const APPROVAL = 'Approval(address,address,uint256)'
/** Permit2's own allowance (`approve(token, spender, amount, expiration)`), as @uniswap/permit2-sdk declares it. */
const PERMIT2_APPROVAL = 'Approval(address,address,address,uint160,uint48)'
const ZERO = '0x0000000000000000000000000000000000000000'
const MAX_UINT160 = (1n << 160n) - 1n
const day = (seconds: bigint) => (seconds > 0n && seconds < 253_402_300_800n ? new Date(Number(seconds) * 1000).toISOString().slice(0, 10) : null)

const token = (contract: string): ActionPart => ({ type: 'token', token: contract })
const allowance = (contract: string, value: bigint): ActionPart[] =>
  isUnlimitedAmount(value) ? [text('unlimited '), token(contract)] : [amounts([{ asset: { kind: 'erc20', token: contract }, amount: value }])]

/** ApprovalForAll(sender, operator, true): the operator may move every NFT of the collection the sender holds. */
function grantAll(event: StoryEvent, from: string): StoryLine | null {
  const operator = addressArg(event.args, 'operator')
  if (addressArg(event.args, 'owner') !== from || boolArg(event.args, 'approved') !== true || !operator) return null
  return line('approval', null, [text('Allowed '), address(operator), text(' to move all NFTs of '), address(event.address)])
}

/**
 * ERC721's Approval, the token id indexed (ERC20's shares the selector of `approve` and the event's name): one NFT.
 * The sender is its owner or an operator of the owner's; the zero address clears the approval.
 */
function approveNft(evidence: Evidence, event: StoryEvent): StoryLine | null {
  const tokenId = integerArg(event.args, 'tokenId')
  const owner = addressArg(event.args, 'owner')
  const approved = addressArg(event.args, 'spender') ?? addressArg(event.args, 'approved')
  if (tokenId === null || !owner || !approved || evidence.callName !== 'approve') return null
  const nft: ActionPart = amounts([{ asset: { kind: 'erc721', token: event.address, tokenId }, amount: 1n }])
  const ofOwner = owner === evidence.from?.toLowerCase() ? [] : [text(' of '), address(owner)]
  if (approved === ZERO) return line('approval-revoked', null, [text('Cleared the approval to move '), nft, ...ofOwner])
  return line('approval', null, [text('Allowed '), address(approved), text(' to move '), nft, ...ofOwner])
}

/**
 * An ERC-2612 `permit` (or DAI's) the called token logged as its Approval for the permit's own owner and spender.
 * The owner signed it; a sender other than the owner only submitted the signature.
 */
function permit(evidence: Evidence, event: StoryEvent, from: string): StoryLine | null {
  const { call } = evidence
  const value = integerArg(event.args, 'value')
  const owner = addressArg(event.args, 'owner')
  const spender = addressArg(event.args, 'spender')
  const [signer, allowed] = call?.args ?? []
  if (call?.name !== 'permit' || event.address !== evidence.to || value === null || value === 0n || !owner || !spender) return null
  if (signer?.value.kind !== 'address' || signer.value.value.toLowerCase() !== owner) return null
  if (allowed?.value.kind !== 'address' || allowed.value.value.toLowerCase() !== spender) return null
  if (owner === from)
    return line('approval', null, [text('Approved '), address(spender), text(' to spend '), ...allowance(event.address, value), text(' by a signed permit')])
  return line('approval', null, [
    text('Submitted '),
    address(owner),
    text('’s signed permit for '),
    address(spender),
    text(' to spend '),
    ...allowance(event.address, value),
  ])
}

/** The call's address argument at this position, in lower case. */
function addressAt(evidence: Evidence, position: number): string | null {
  const value = evidence.call?.args[position]?.value
  return value?.kind === 'address' ? value.value.toLowerCase() : null
}

/** OpenZeppelin's `increaseAllowance`/`decreaseAllowance`: the called token's Approval names the new allowance. */
function allowanceChanged(evidence: Evidence, event: StoryEvent, from: string): StoryLine | null {
  const name = evidence.call?.name
  const verb = name === 'increaseAllowance' ? 'Raised ' : name === 'decreaseAllowance' ? 'Lowered ' : null
  const value = integerArg(event.args, 'value')
  const spender = addressArg(event.args, 'spender')
  if (!verb || value === null || !spender || event.address !== evidence.to || addressArg(event.args, 'owner') !== from) return null
  if (addressAt(evidence, 0) !== spender) return null
  return line('approval', null, [text(verb), address(spender), text('’s allowance to '), ...allowance(event.address, value)])
}

/**
 * Permit2's `approve(token, spender, amount, expiration)`, called by the owner, and the Approval the called contract
 * logged for exactly those. Zero takes the allowance back.
 */
function permit2Approval(evidence: Evidence, event: StoryEvent, from: string): StoryLine | null {
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
 * An approval given, nothing moved: every NFT of a collection to an operator, one NFT to an address, a token's
 * allowance by a signed permit or raised or lowered, or an allowance through Permit2. A plain ERC20 `approve` is the
 * classified flows' (its calldata says it all).
 */
export const approvalStory: Story = {
  kind: 'approval',
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0' || evidence.movements.length > 0 || evidence.events.length !== 1 || evidence.logCount !== 1) return null
    const [all] = eventsOf(evidence, APPROVAL_FOR_ALL)
    if (all) return grantAll(all, from)
    const [viaPermit2] = eventsOf(evidence, PERMIT2_APPROVAL)
    if (viaPermit2) return permit2Approval(evidence, viaPermit2, from)
    const [approval] = eventsOf(evidence, APPROVAL)
    if (!approval) return null
    return approveNft(evidence, approval) ?? permit(evidence, approval, from) ?? allowanceChanged(evidence, approval, from)
  },
}
