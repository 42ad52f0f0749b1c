import { isNft } from '../assets'
import type { Story, StoryLine } from '../story'
import { addressArg, soleEvent, type Evidence } from './args'
import { addressAt } from './permit2-allowance'
import { address, amounts, line, text } from './words'

/** ERC-3009's `AuthorizationUsed(authorizer, nonce)`, as OpenZeppelin's IERC3009 declares it (USDC, EURC, …). */
const AUTHORIZATION_USED = 'AuthorizationUsed(address,bytes32)'
/** ERC-3009's calls that spend an authorization: `from`, `to` and `value` come first in both. */
const AUTHORIZED_CALLS = new Set(['transferWithAuthorization', 'receiveWithAuthorization'])

/** A call to the token itself must be one of ERC-3009's and name exactly the transfer the token logged. */
function callAgrees(evidence: Evidence, token: string, payer: string, payee: string, amount: bigint): boolean {
  if (evidence.to?.toLowerCase() !== token) return true
  if (!AUTHORIZED_CALLS.has(evidence.call?.name ?? '') || addressAt(evidence, 0) !== payer || addressAt(evidence, 1) !== payee) return false
  const value = evidence.call?.args[2]?.value
  return value?.kind === 'integer' && value.value === amount
}

/** The standards' calls by which a spender or an operator moves another account's tokens: `from` and `to` come first. */
const SPENDER_CALLS = new Set(['transferFrom', 'safeTransferFrom'])

/**
 * A spender's or an operator's move of another account's tokens: the sender's `transferFrom`/`safeTransferFrom` on
 * the token itself, from an account not its own, whose only movement is exactly that one transfer (the amount or the
 * NFT the call names), not of zero and, for a fungible token, of one the published lists name.
 */
function spenderTransfer(evidence: Evidence, from: string): StoryLine | null {
  const token = evidence.to?.toLowerCase()
  const [moved, ...others] = evidence.movements
  if (!token || !SPENDER_CALLS.has(evidence.call?.name ?? '') || !moved || others.length > 0) return null
  const payer = addressAt(evidence, 0)
  const payee = addressAt(evidence, 1)
  const named = evidence.call?.args[2]?.value
  if (
    !payer ||
    payer === from ||
    moved.from !== payer ||
    moved.to !== payee ||
    named?.kind !== 'integer' ||
    !('token' in moved.asset) ||
    moved.asset.token !== token
  )
    return null
  if (isNft(moved.asset) ? moved.asset.tokenId !== named.value || moved.amount !== 1n : moved.amount !== named.value) return null
  // A zero-value move, or one of a token no list names, between others is how address poisoning looks (the spam story's).
  if (moved.amount === 0n || (!isNft(moved.asset) && evidence.known(token) === null)) return null
  const what = amounts([{ asset: moved.asset, amount: moved.amount }])
  if (payee === from) return line('spender-transfer', null, [text('Collected '), what, text(' from '), address(payer)])
  return line('spender-transfer', null, [text('Moved '), what, text(' from '), address(payer), text(' to '), address(payee)])
}

/**
 * Speaks when a token logged one ERC-3009 `AuthorizationUsed` for an account other than the sender, and the
 * transaction's only movement is one transfer of that token out of that account (a call to the token itself being
 * `transferWithAuthorization` or `receiveWithAuthorization` for exactly that transfer): the account signed the
 * transfer; the sender submitted it, or collected it as its payee. Or when the sender called `transferFrom` or
 * `safeTransferFrom` on a token (an ERC-20 the lists name, an ERC-721) for an account not its own, and the
 * transaction's only movement is that one transfer, of exactly what the call names and not of zero.
 *
 * @example Submitted 0x…’s signed transfer of 5 USDC to 0x… / Collected 5 USDC from 0x… by its signed authorization /
 *   Moved 100 USDC from 0x… to 0x…
 */
export const signedTransferStory: Story = {
  kind: 'signed-transfer',
  order: 373,
  gate: { events: ['AuthorizationUsed'], calls: [...SPENDER_CALLS] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (from && evidence.status !== '0' && SPENDER_CALLS.has(evidence.call?.name ?? '')) return spenderTransfer(evidence, from)
    const used = soleEvent(evidence, AUTHORIZATION_USED)
    const [moved, ...others] = evidence.movements
    if (!from || evidence.status === '0' || !used || !moved || others.length > 0) return null
    const payer = addressArg(used.args, 'authorizer')
    if (!payer || payer === from || moved.asset.kind !== 'erc20' || moved.asset.token !== used.address || moved.from !== payer) return null
    if (!callAgrees(evidence, used.address, payer, moved.to, moved.amount)) return null
    const paid = amounts([{ asset: moved.asset, amount: moved.amount }])
    if (moved.to === from)
      return line('signed-transfer', null, [text('Collected '), paid, text(' from '), address(payer), text(' by its signed authorization')])
    return line('signed-transfer', null, [text('Submitted '), address(payer), text('’s signed transfer of '), paid, text(' to '), address(moved.to)])
  },
}
