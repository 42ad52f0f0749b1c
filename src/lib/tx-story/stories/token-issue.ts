import { ZERO_ADDRESS } from '../assets'
import type { Story } from '../story'
import { address, amounts, line, text } from './words'

/** `mint`, `mintTo`: a token's call whose name says it issues new tokens. */
const MINT_CALL = /^mint/i

/**
 * Speaks when a token's own `mint…(account, amount)` call (an issuer minting, as stablecoins' and token templates'
 * `mint(to, amount)` and `mintTo(to, amount)` do) moved nothing but exactly `amount` of that token, new from the zero
 * address to `account`, another than the sender; every log is decoded and the token's own. Tokens minted to the sender
 * are the classified flows' "Minted".
 *
 * @example Minted 1,500 EURe to 0x…
 */
export const tokenIssueStory: Story = {
  kind: 'token-issue',
  order: 376,
  gate: { events: [], names: [MINT_CALL] },
  tell: (evidence) => {
    const { call, from, to: token } = evidence
    if (!call || !MINT_CALL.test(call.name) || !from || !token || evidence.status === '0' || evidence.value !== 0n) return null
    const recipients = call.args.filter((arg) => arg.value.kind === 'address')
    const amountArgs = call.args.filter((arg) => arg.value.kind === 'integer')
    const [recipientArg] = recipients
    const [amountArg] = amountArgs
    if (call.args.length !== 2 || recipientArg?.value.kind !== 'address' || amountArg?.value.kind !== 'integer') return null
    const recipient = recipientArg.value.value.toLowerCase()
    const amount = amountArg.value.value
    if (recipient === from || recipient === ZERO_ADDRESS || amount <= 0n) return null
    const [minted, ...more] = evidence.movements
    if (more.length > 0 || minted?.asset.kind !== 'erc20' || minted.asset.token !== token) return null
    if (minted.from !== ZERO_ADDRESS || minted.to !== recipient || minted.amount !== amount) return null
    if (evidence.events.length !== evidence.logCount || evidence.events.some((event) => event.address !== token)) return null
    return line('token-issue', null, [text('Minted '), amounts([{ asset: minted.asset, amount }]), text(' to '), address(recipient)])
  },
}
