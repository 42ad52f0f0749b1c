import { NATIVE } from '../assets'
import { addressArg, integerArg, soleEventOfCalled } from './args'
import type { Story } from '../story'
import { address, amounts, line, text } from './words'
import { changesOf } from '../net-changes'

/** A reserve auction's bid event, as Foundation's verified NFTMarket declares it. */
const BID_PLACED = 'ReserveAuctionBidPlaced(uint256,address,uint256,uint256)'

/**
 * Speaks when the called contract's one `ReserveAuctionBidPlaced` (Foundation's shape, wherever deployed) naming
 * the sender as bidder for exactly the coin it sent, nothing coming back to the sender.
 *
 * @example Bid 0.25 ETH in auction #118204 on 0x…
 */
export const auctionBidStory: Story = {
  kind: 'auction-bid',
  order: 330,
  gate: { events: ['ReserveAuctionBidPlaced'] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    const bid = soleEventOfCalled(evidence, BID_PLACED)
    if (!bid) return null
    const auction = integerArg(bid.args, 'auctionId')
    const amount = integerArg(bid.args, 'amount')
    if (auction === null || amount === null || addressArg(bid.args, 'bidder') !== from || amount !== evidence.value) return null
    const own = changesOf(evidence.netChanges, from)
    if (own.some((change) => change.amount > 0n || change.asset.kind !== 'native')) return null
    return line('auction-bid', null, [text('Bid '), amounts([{ asset: NATIVE, amount }]), text(` in auction #${auction} on `), address(bid.address)])
  },
}
