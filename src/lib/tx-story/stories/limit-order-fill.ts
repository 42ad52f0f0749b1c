import { isNft } from '../assets'
import { changesOf } from '../net-changes'
import { addressArg, eventsOf, oneForOne, type Evidence } from './args'
import type { Story } from '../story'
import { address, amounts, line, text } from './words'

/** A limit order filled, by its hash, as 1inch's limit order protocol v4 (in its AggregationRouterV6) declares it. */
const ORDER_FILLED = 'OrderFilled(bytes32,uint256)'
/** The same, as its v3 (in the AggregationRouterV5) declares it: with the order's maker. */
const MAKER_ORDER_FILLED = 'OrderFilled(address,bytes32,uint256)'
/**
 * ERC20's `Approval`, which many tokens (OpenZeppelin's before v5 among them) log when a spender's `transferFrom` uses
 * up part of the owner's allowance. A token that does not leaves the maker unnamed, and the line to the other stories.
 */
const APPROVAL = 'Approval(address,address,uint256)'

/**
 * The maker: the one owner whose allowance to the order's contract was spent on a token that left it. The event
 * names only the order's hash, so who signed the order is read from the token its contract moved for it.
 */
function makerOf(evidence: Evidence, protocol: string): string | null {
  const owners = new Set(
    eventsOf(evidence, APPROVAL)
      .filter((approval) => addressArg(approval.args, 'spender') === protocol)
      .flatMap((approval) => {
        const owner = addressArg(approval.args, 'owner')
        const spent = evidence.movements.some(
          (movement) => movement.from === owner && movement.asset.kind === 'erc20' && movement.asset.token === approval.address,
        )
        return owner && spent ? [owner] : []
      }),
  )
  const [maker] = owners
  return owners.size === 1 && maker !== undefined ? maker : null
}

/**
 * Speaks when the transaction logs one `OrderFilled(orderHash, remainingAmount)` (1inch's limit order protocol v4
 * shape, wherever deployed), and one account other than the sender and the contract it called spent its allowance
 * to the contract that logged it on a token it gave; or one `OrderFilled(maker, orderHash, remaining)` (v3's), which
 * names that maker. The maker gave exactly one token and got exactly one other, nothing else of its own moving. The
 * sender (a resolver) filled the order; the line is the maker's.
 *
 * @example Trader 0x… swapped 1,000 DAI for 999.5 USDC in a limit order on 0x…
 */
export const limitOrderFillStory: Story = {
  kind: 'limit-order-fill',
  order: 105,
  gate: { events: [ORDER_FILLED, MAKER_ORDER_FILLED] },
  tell: (evidence) => {
    const fills = [...eventsOf(evidence, ORDER_FILLED), ...eventsOf(evidence, MAKER_ORDER_FILLED)]
    const [fill] = fills
    if (!fill || fills.length !== 1 || evidence.status === '0') return null
    const maker = fill.signature === MAKER_ORDER_FILLED ? addressArg(fill.args, 'maker') : makerOf(evidence, fill.address)
    if (!maker || maker === evidence.from?.toLowerCase() || maker === evidence.to?.toLowerCase()) return null
    const trade = oneForOne(changesOf(evidence.netChanges, maker))
    if (!trade || isNft(trade.gave.asset) || isNft(trade.got.asset)) return null
    return line('limit-order-fill', { address: maker, role: 'trader' }, [
      text('Swapped '),
      amounts([trade.gave]),
      text(' for '),
      amounts([trade.got]),
      text(' in a limit order on '),
      address(fill.address),
    ])
  },
}
