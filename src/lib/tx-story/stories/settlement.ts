import { NATIVE, type Asset } from '../assets'
import { addressArg, eventsOf, integerArg, type Evidence, type StoryEvent } from './args'
import type { ActionPart } from '../action-parts'
import type { Story } from '../story'
import { amounts, line, text } from './words'

/** CoW Protocol's settlement `Trade` event, as its published GPv2Settlement declares it. */
const TRADE = 'Trade(address,address,address,uint256,uint256,uint256,bytes)'
/** The buy token CoW orders use for the chain's own coin. */
const NATIVE_MARKER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const assetOf = (token: string): Asset => (token === NATIVE_MARKER ? NATIVE : { kind: 'erc20', token })

/** One trade, when the sell token left its owner in the logs: "Trader 0x… swapped 24.3 WETH for 40,690.63 USDC". */
function tradeParts(evidence: Evidence, trade: StoryEvent): ActionPart[] | null {
  const owner = addressArg(trade.args, 'owner')
  const sellToken = addressArg(trade.args, 'sellToken')
  const buyToken = addressArg(trade.args, 'buyToken')
  const sellAmount = integerArg(trade.args, 'sellAmount')
  const buyAmount = integerArg(trade.args, 'buyAmount')
  const fee = integerArg(trade.args, 'feeAmount')
  if (!owner || !sellToken || !buyToken || sellAmount === null || buyAmount === null || fee === null || fee > sellAmount) return null
  const sold = evidence.movements.some((movement) => movement.from === owner && movement.asset.kind === 'erc20' && movement.asset.token === sellToken)
  if (!sold) return null
  // The settlement's executed sell amount includes the fee the order paid.
  const feeParts: ActionPart[] = fee > 0n ? [text(' (fee '), amounts([{ asset: assetOf(sellToken), amount: fee }]), text(')')] : []
  return [
    { type: 'actor', actor: { address: owner, role: 'trader' } },
    text(' swapped '),
    amounts([{ asset: assetOf(sellToken), amount: sellAmount - fee }]),
    text(' for '),
    amounts([{ asset: assetOf(buyToken), amount: buyAmount }]),
    ...feeParts,
  ]
}

/**
 * Speaks when the called contract's CoW `Trade` events, each trader's sell token seen leaving it.
 *
 * @example Trader 0x… swapped … for … (fee …)
 */
export const settlementStory: Story = {
  kind: 'settlement',
  order: 100,
  gate: { events: ['Trade'] },
  tell: (evidence) => {
    const trades = eventsOf(evidence, TRADE).filter((event) => event.address === evidence.to?.toLowerCase())
    if (trades.length === 0 || evidence.status === '0') return null
    const told = trades.map((trade) => tradeParts(evidence, trade))
    if (told.some((parts) => parts === null)) return null
    const shown = told.slice(0, 3).flatMap((parts, index) => [...(index > 0 ? [text('; ')] : []), ...(parts ?? [])])
    const more = trades.length > 3 ? [text(`; and ${trades.length - 3} more trades`)] : []
    return line('settlement', null, [...shown, ...more])
  },
}
