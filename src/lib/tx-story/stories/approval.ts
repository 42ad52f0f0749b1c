import { isUnlimitedAmount } from '@/lib/decode-input'
import type { ActionPart } from '../action-parts'
import type { Story, StoryLine } from '../story'
import { addressArg, boolArg, eventsOf, integerArg, type Evidence, type StoryEvent } from './args'
import { addressAt, permit2Approval, permit2Lockdown, PERMIT2_APPROVAL, token } from './permit2-allowance'
import { address, amounts, line, text } from './words'

const APPROVAL_FOR_ALL = 'ApprovalForAll(address,address,bool)'
/** ERC20's `Approval(owner, spender, value)`, and ERC721's `Approval(owner, approved, tokenId)` with all three indexed. */
const APPROVAL = 'Approval(address,address,uint256)'
const ZERO = '0x0000000000000000000000000000000000000000'

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
  if (call?.name !== 'permit' || event.address !== evidence.to || value === null || value === 0n || !owner || !spender) return null
  if (addressAt(evidence, 0) !== owner || addressAt(evidence, 1) !== spender) return null
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
 * Speaks when the one log is `ApprovalForAll(…, true)` naming the sender as owner; an ERC-721 `Approval` (its token
 * id indexed: ERC20's `approve` shares the selector) for an `approve` call, by the owner or its operator; or the
 * called token's `Approval` for a `permit` call's own owner and spender (signed by the owner, perhaps submitted by
 * another), or for the sender's `increaseAllowance`/`decreaseAllowance` (the new total); or Permit2's own
 * `Approval(owner, token, spender, amount, expiration)` for exactly the sender's `approve` call to the contract
 * that logged it (zero takes it back), or its `Lockdown`s, every log of a `lockdown` call, each for the sender.
 * Nothing moved. A plain ERC20 `approve` is the classified flows'.
 *
 * @example Allowed 0x… to move all NFTs of 0x… / Allowed 0x… to move NFT 0x… #8817 / Approved 0x… to spend 100 USDC
 *   by a signed permit / Submitted 0x…’s signed permit for 0x… to spend unlimited USDC / Raised 0x…’s allowance to
 *   1,500 DAI / Allowed 0x… to spend 100 USDC through 0x0000…8ba3 until 2026-12-31 / Revoked 2 allowances through
 *   0x0000…8ba3
 */
export const approvalStory: Story = {
  kind: 'approval',
  order: 372,
  gate: { events: [APPROVAL_FOR_ALL], calls: ['approve', 'permit', 'increaseAllowance', 'decreaseAllowance', 'lockdown'] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0' || evidence.movements.length > 0 || evidence.events.length !== evidence.logCount) return null
    const lockdown = permit2Lockdown(evidence, from)
    if (lockdown !== undefined) return lockdown
    if (evidence.events.length !== 1) return null
    const [all] = eventsOf(evidence, APPROVAL_FOR_ALL)
    if (all) return grantAll(all, from)
    const [viaPermit2] = eventsOf(evidence, PERMIT2_APPROVAL)
    if (viaPermit2) return permit2Approval(evidence, viaPermit2, from)
    const [approval] = eventsOf(evidence, APPROVAL)
    if (!approval) return null
    return approveNft(evidence, approval) ?? permit(evidence, approval, from) ?? allowanceChanged(evidence, approval, from)
  },
}
