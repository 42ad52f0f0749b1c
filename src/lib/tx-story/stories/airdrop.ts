import { hasChanges } from '../account-action'
import { ZERO_ADDRESS } from '../assets'
import type { AssetChange } from '../net-changes'
import type { Story } from '../story'
import { actorFor, amounts, line, text } from './words'

/** Names of a call that says it hands tokens out: `airdrop`, `dropTokens`, `distribute`. */
const HANDS_OUT = /airdrop|drop|distribut/i

/**
 * Speaks when one token from one source to several addresses, the sender unchanged. The tokens were issued (minted) or
 * the call's name says it hands them out: an airdrop; else the source sent them, which may be a payroll or a payout:
 * the called contract, or an account whose allowance another contract spent.
 *
 * @example Airdropped 182 NFTs of 0xc9b8…d007 (…) to 182 addresses / Contract 0x… sent 13,113 USDT to 5 addresses
 */
export const airdropStory: Story = {
  kind: 'airdrop',
  order: 390,
  tell: (evidence) => {
    const moved = evidence.movements
    const [first] = moved
    if (!first || evidence.status === '0' || first.asset.kind === 'native' || hasChanges(evidence, evidence.from)) return null
    const token = first.asset.token
    const sources = new Set(moved.map((movement) => movement.from))
    const recipients = new Set(moved.map((movement) => movement.to))
    const oneToken = moved.every((movement) => movement.asset.kind !== 'native' && movement.asset.token === token && movement.source === 'transfer')
    if (!oneToken || sources.size !== 1 || recipients.size < 2 || [...sources].some((source) => recipients.has(source))) return null
    const given: AssetChange[] = moved.map((movement) => ({ asset: movement.asset, amount: movement.amount }))
    const fungible = first.asset.kind === 'erc20' ? [{ asset: first.asset, amount: moved.reduce((sum, movement) => sum + movement.amount, 0n) }] : given
    const source = first.from
    const to = text(` to ${recipients.size} addresses`)
    if (source === ZERO_ADDRESS || HANDS_OUT.test(evidence.call?.name ?? '')) return line('airdrop', null, [text('Airdropped '), amounts(fungible), to])
    const sourceKind = source === evidence.to?.toLowerCase() ? 'contract' : 'account'
    return line('airdrop', actorFor(evidence, source, sourceKind), [text('Sent '), amounts(fungible), to])
  },
}
