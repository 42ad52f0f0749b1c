import { isNft } from '../assets'
import type { Story } from '../story'
import { amounts, line, text } from './words'

/**
 * A deposit into a bridge the published lists name (an OP Stack portal or standard bridge, Arbitrum's inbox or
 * gateways): what the sender put into it, and the chain it goes to. Only coins and tokens the sender itself sent,
 * and only when it got nothing back.
 */
export const bridgeStory: Story = {
  kind: 'bridge',
  tell: (evidence) => {
    const bridge = evidence.known(evidence.to)
    const from = evidence.from?.toLowerCase()
    if (bridge?.role !== 'bridge' || !from || evidence.status === '0') return null
    const own = evidence.netChanges.find((entry) => entry.address === from)?.changes ?? []
    const sent = own.filter((change) => change.amount < 0n).map((change) => ({ asset: change.asset, amount: -change.amount }))
    if (sent.length === 0 || own.some((change) => change.amount > 0n) || sent.some((change) => isNft(change.asset))) return null
    return line('bridge', null, [text('Bridged '), amounts(sent), text(` to ${bridge.destination.name}`)])
  },
}
