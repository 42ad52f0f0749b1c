import type { Story } from '../story'
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

/**
 * Speaks when a token logged one ERC-3009 `AuthorizationUsed` for an account other than the sender, and the
 * transaction's only movement is one transfer of that token out of that account (a call to the token itself being
 * `transferWithAuthorization` or `receiveWithAuthorization` for exactly that transfer): the account signed the
 * transfer; the sender submitted it, or collected it as its payee.
 *
 * @example Submitted 0x…’s signed transfer of 5 USDC to 0x… / Collected 5 USDC from 0x… by its signed authorization
 */
export const signedTransferStory: Story = {
  kind: 'signed-transfer',
  order: 373,
  gate: { events: ['AuthorizationUsed'] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
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
