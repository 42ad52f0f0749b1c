import { encodeAbiParameters, keccak256, type Address } from 'viem'
import type { ActionPart } from '../action-parts'
import type { Asset } from '../assets'
import type { Story } from '../story'
import { addressArg, bytesArg, eventsOf, integerArg, movedExactly, type Evidence, type StoryEvent } from './args'
import { ownFlows } from './liquidity-flows'
import { amounts, line, text } from './words'

/**
 * Morpho Blue's lending events, as @morpho-org/blue-sdk-viem publishes them (`blueAbi`): which way the asset goes
 * for the account (`onBehalf`), and the words a line says it with. The ones paying out name their `receiver`.
 */
const ACTIONS = [
  { signature: 'Supply(bytes32,address,address,uint256,uint256)', verb: 'supply', direction: 'out', words: ['Supplied ', ' to '] },
  { signature: 'Withdraw(bytes32,address,address,address,uint256,uint256)', verb: 'withdraw', direction: 'in', words: ['Withdrew ', ' from '] },
  { signature: 'Borrow(bytes32,address,address,address,uint256,uint256)', verb: 'borrow', direction: 'in', words: ['Borrowed ', ' from '] },
  { signature: 'Repay(bytes32,address,address,uint256,uint256)', verb: 'repay', direction: 'out', words: ['Repaid ', ' to '] },
  { signature: 'SupplyCollateral(bytes32,address,address,uint256)', verb: 'supply-collateral', direction: 'out', words: ['Supplied ', ' as collateral to '] },
  {
    signature: 'WithdrawCollateral(bytes32,address,address,address,uint256)',
    verb: 'withdraw-collateral',
    direction: 'in',
    words: ['Withdrew ', ' of collateral from '],
  },
] as const

const LIQUIDATE = 'Liquidate(bytes32,address,address,uint256,uint256,uint256,uint256,uint256)'

/** A market's parameters as Morpho Blue hashes them into its id (`MarketParamsLib.id`: keccak256 of their encoding). */
const MARKET_PARAMS = [{ type: 'address' }, { type: 'address' }, { type: 'address' }, { type: 'address' }, { type: 'uint256' }] as const

/**
 * The market's collateral token, when the sender's own call to the singleton was `borrow` with the parameters of the
 * very market the event names (their hash is its id) and that market lends the asset borrowed; null otherwise.
 */
function collateralOf(evidence: Evidence, event: StoryEvent, borrowed: string): string | null {
  const call = evidence.call
  if (call?.name !== 'borrow' || evidence.to !== event.address) return null
  const params = call.args.find((arg) => arg.name === 'marketParams')?.value
  if (params?.kind !== 'tuple') return null
  const loanToken = addressArg(params.fields, 'loanToken')
  const collateralToken = addressArg(params.fields, 'collateralToken')
  const oracle = addressArg(params.fields, 'oracle')
  const irm = addressArg(params.fields, 'irm')
  const lltv = integerArg(params.fields, 'lltv')
  if (!loanToken || !collateralToken || !oracle || !irm || lltv === null || loanToken !== borrowed) return null
  const id = keccak256(encodeAbiParameters(MARKET_PARAMS, [loanToken as Address, collateralToken as Address, oracle as Address, irm as Address, lltv]))
  return id === bytesArg(event.args, 'id') ? collateralToken : null
}

/**
 * Whether the sender's payment reached the singleton: straight from the sender, or through the event's `caller` (a
 * bundler's adapter the singleton takes the asset from), which the sender paid exactly that much.
 */
function paidIn(evidence: Evidence, event: StoryEvent, asset: Asset, amount: bigint, sender: string): boolean {
  if (movedExactly(evidence, asset, amount, { from: sender, to: event.address })) return true
  const caller = addressArg(event.args, 'caller')
  return (
    caller !== null &&
    movedExactly(evidence, asset, amount, { from: sender, to: caller }) &&
    movedExactly(evidence, asset, amount, { from: caller, to: event.address })
  )
}

/** The sender's own action in the event: the one token it paid the singleton (or got from it), for exactly the event's amount. */
function tellAction(evidence: Evidence, event: StoryEvent, action: (typeof ACTIONS)[number], sender: string, protocol: string) {
  const amount = integerArg(event.args, 'assets')
  if (addressArg(event.args, 'onBehalf') !== sender || amount === null || amount <= 0n) return null
  if (action.direction === 'in' && addressArg(event.args, 'receiver') !== sender) return null
  const { sent, received } = ownFlows(evidence, sender)
  const [mine, ...more] = action.direction === 'out' ? sent : received
  if (!mine || more.length > 0 || (action.direction === 'out' ? received : sent).length > 0) return null
  const asset = mine.asset
  if (asset.kind !== 'erc20' || mine.amount !== amount) return null
  if (action.direction === 'in' ? !movedExactly(evidence, asset, amount, { from: event.address, to: sender }) : !paidIn(evidence, event, asset, amount, sender))
    return null
  const [verb, preposition] = action.words
  const collateral = action.verb === 'borrow' ? collateralOf(evidence, event, asset.token) : null
  const against: ActionPart[] = collateral ? [text(' against '), { type: 'token', token: collateral }] : []
  return line(`morpho-${action.verb}`, null, [text(verb), amounts([{ asset, amount }]), text(`${preposition}${protocol}`), ...against])
}

/**
 * Speaks when the singleton the published list names Morpho Blue (@morpho-org/blue-sdk) logs exactly one of its
 * lending events, `Supply`, `Withdraw`, `Borrow`, `Repay`, `SupplyCollateral` or `WithdrawCollateral`, and no
 * liquidation, for the sender as `onBehalf` (what leaves the market paid to the sender itself), and the sender's only
 * flow is that token, exactly the event's `assets`, into the singleton (straight, or through the event's `caller`,
 * a bundler's adapter) or out of it to the sender. A borrow names the market's collateral only when the sender's own
 * `borrow` call gave the parameters whose hash is the event's market id.
 *
 * @example Supplied 2,500 USDC to Morpho Blue / Borrowed 1,000 USDC from Morpho Blue against WETH / Withdrew 1.5 WETH
 *   of collateral from Morpho Blue
 */
export const morphoLendingStory: Story = {
  kind: 'morpho-lending',
  order: 125,
  gate: { events: ACTIONS.map((action) => action.signature) },
  tell: (evidence) => {
    const sender = evidence.from?.toLowerCase()
    if (!sender || evidence.status === '0') return null
    const found = evidence.events.flatMap((event) => {
      const action = ACTIONS.find(({ signature }) => signature === event.signature)
      const singleton = evidence.known(event.address)
      return action && singleton?.role === 'morpho-blue' ? [{ event, action, protocol: singleton.protocol }] : []
    })
    const [only, ...others] = found
    if (!only || others.length > 0 || eventsOf(evidence, LIQUIDATE).length > 0) return null
    return tellAction(evidence, only.event, only.action, sender, only.protocol)
  },
}
