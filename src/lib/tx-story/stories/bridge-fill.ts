import { assetKey, NATIVE, ZERO_ADDRESS, type Asset } from '../assets'
import {
  addressArg,
  bytesAddressArg,
  bytesArg,
  chainNameOf,
  debridgeChainNameOf,
  integerArg,
  movedExactly,
  tupleArg,
  type Evidence,
  type StoryEvent,
} from './args'
import type { Story } from '../story'
import { address, amounts, line, text } from './words'
import { changesOf } from '../net-changes'

/**
 * Across's SpokePool fills, as its published sources declare them on every chain it is deployed on: today's
 * `FilledRelay` (bytes32 addresses), 2024's `FilledV3Relay`, and the 2023 `FilledRelay` whose amount the event
 * leaves to the transfer.
 */
const FILL_BYTES32 =
  'FilledRelay(bytes32,bytes32,uint256,uint256,uint256,uint256,uint256,uint32,uint32,bytes32,bytes32,bytes32,bytes32,bytes32,(bytes32,bytes32,uint256,uint8))'
const FILL_V3 =
  'FilledV3Relay(address,address,uint256,uint256,uint256,uint256,uint32,uint32,uint32,address,address,address,address,bytes,(address,bytes,uint256,uint8))'
const FILL_V2 =
  'FilledRelay(uint256,uint256,uint256,uint256,uint256,uint256,int64,int64,uint32,address,address,address,address,bytes,(address,bytes,int64,bool,int256))'

/**
 * deBridge's DlnDestination filling an order (its taker pays the receiver, in the order's token or the chain's coin),
 * as `debridge-finance/dln-contracts` declares it on every chain.
 */
const DLN_FULFILLED = 'FulfilledOrder((uint64,bytes,uint256,bytes,uint256,uint256,bytes,uint256,bytes,bytes,bytes,bytes,bytes,bytes),bytes32,address,address)'

/**
 * What a fill says it delivers: to whom, which token (the zero address for the chain's coin), how much (null where
 * the event leaves it to the transfer), and through which bridge.
 */
interface Fill {
  pool: string
  originChainId: bigint
  recipient: string
  token: string
  amount: bigint | null
  bridge: 'Across' | 'deBridge'
}

/** A bytes32 that holds an EVM address: twelve zero bytes, then the address. */
function wordAddress(word: string | null): string | null {
  if (!word || !/^0x0{24}[0-9a-f]{40}$/i.test(word)) return null
  return `0x${word.slice(26).toLowerCase()}`
}

/** A DLN order paid to its receiver; one with an external call pays an adapter instead, and is not told. */
function dlnFillOf(event: StoryEvent): Fill | null {
  const order = tupleArg(event.args, 'order')
  const recipient = bytesAddressArg(order, 'receiverDst')
  const token = bytesAddressArg(order, 'takeTokenAddress')
  const giveChainId = integerArg(order, 'giveChainId')
  if (!recipient || !token || giveChainId === null || bytesArg(order, 'externalCall') !== '0x') return null
  return { pool: event.address, originChainId: giveChainId, recipient, token, amount: null, bridge: 'deBridge' }
}

function fillOf(event: StoryEvent): Fill | null {
  if (event.signature === DLN_FULFILLED) return dlnFillOf(event)
  const originChainId = integerArg(event.args, 'originChainId')
  if (originChainId === null) return null
  const base = { pool: event.address, originChainId, bridge: 'Across' } as const
  if (event.signature === FILL_BYTES32) {
    const info = tupleArg(event.args, 'relayExecutionInfo')
    const recipient = wordAddress(bytesArg(info, 'updatedRecipient'))
    const token = wordAddress(bytesArg(event.args, 'outputToken'))
    const amount = integerArg(info, 'updatedOutputAmount')
    return recipient && token && amount !== null ? { ...base, recipient, token, amount } : null
  }
  if (event.signature === FILL_V3) {
    const info = tupleArg(event.args, 'relayExecutionInfo')
    const recipient = addressArg(info, 'updatedRecipient')
    const token = addressArg(event.args, 'outputToken')
    const amount = integerArg(info, 'updatedOutputAmount')
    return recipient && token && amount !== null ? { ...base, recipient, token, amount } : null
  }
  const recipient = addressArg(tupleArg(event.args, 'updatableRelayData'), 'recipient')
  const token = addressArg(event.args, 'destinationToken')
  return recipient && token ? { ...base, recipient, token, amount: null } : null
}

/**
 * What reached the recipient: the output token itself, or, where the pool unwrapped it (its WETH-style withdrawal),
 * the chain's coin from the pool. An amount the event leaves out is read from the one transfer that paid it.
 */
function delivered(evidence: Evidence, fill: Fill): { asset: Asset; amount: bigint } | null {
  const token: Asset = { kind: 'erc20', token: fill.token }
  const toRecipient = (asset: Asset, from?: string) =>
    evidence.movements.filter((movement) => assetKey(movement.asset) === assetKey(asset) && movement.to === fill.recipient && (!from || movement.from === from))
  if (fill.token === ZERO_ADDRESS) {
    const coins = toRecipient(NATIVE, fill.pool)
    return coins.length === 1 && coins[0]!.amount > 0n ? { asset: NATIVE, amount: coins[0]!.amount } : null
  }
  const tokenPaid = toRecipient(token)
  if (tokenPaid.length > 0) {
    const amount = fill.amount ?? (tokenPaid.length === 1 ? tokenPaid[0]!.amount : null)
    return amount !== null && amount > 0n && movedExactly(evidence, token, amount, { to: fill.recipient }) ? { asset: token, amount } : null
  }
  const unwraps = evidence.movements.filter(
    (movement) => movement.source === 'withdrawal' && assetKey(movement.asset) === assetKey(token) && movement.from === fill.pool,
  )
  const coins = toRecipient(NATIVE, fill.pool)
  const [unwrap] = unwraps
  if (!unwrap || unwraps.length !== 1 || coins.length !== 1 || coins[0]!.amount !== unwrap.amount) return null
  const amount = unwrap.amount
  return fill.amount === null || fill.amount === amount ? { asset: NATIVE, amount } : null
}

/** The sender paid nothing but the fill itself (a relayer fronting it), and received nothing. */
function senderOnlyFilled(evidence: Evidence, fill: Fill, amount: bigint): boolean {
  const from = evidence.from?.toLowerCase()
  const own = changesOf(evidence.netChanges, from)
  if (from === fill.recipient) return own.every((change) => change.amount > 0n)
  const paid: Asset = fill.token === ZERO_ADDRESS ? NATIVE : { kind: 'erc20', token: fill.token }
  return own.every((change) => change.amount < 0n && assetKey(change.asset) === assetKey(paid) && -change.amount === amount)
}

/**
 * Speaks when one Across SpokePool fill (today's `FilledRelay`, `FilledV3Relay`, or 2023's `FilledRelay`), or one
 * deBridge DLN `FulfilledOrder` with no external call, wherever deployed, naming the origin chain by id: the recipient
 * got exactly the output token's amount, or the pool unwrapped that much of it (WETH-style `Withdrawal`) and paid the
 * coin, or DLN's contract paid it the coin; the sender (a relayer, a taker) received nothing and paid nothing but the
 * fill.
 *
 * @example 0x… received 1,250 USDC bridged from Arbitrum One (filled by a relayer)
 */
export const bridgeFillStory: Story = {
  kind: 'bridge-fill',
  order: 40,
  gate: { events: ['FilledRelay', 'FilledV3Relay', DLN_FULFILLED] },
  tell: (evidence) => {
    if (evidence.status === '0') return null
    const fills = evidence.events.filter((event) => [FILL_BYTES32, FILL_V3, FILL_V2, DLN_FULFILLED].includes(event.signature))
    const [event] = fills
    const fill = event && fills.length === 1 ? fillOf(event) : null
    const payout = fill ? delivered(evidence, fill) : null
    if (!fill || !payout || !senderOnlyFilled(evidence, fill, payout.amount)) return null
    const chain = fill.bridge === 'deBridge' ? debridgeChainNameOf(evidence.known, fill.originChainId) : chainNameOf(evidence.known, fill.originChainId)
    const origin = chain ? ` bridged from ${chain}` : ` bridged through ${fill.bridge}`
    const moved = amounts([payout])
    if (fill.recipient === evidence.from?.toLowerCase()) return line('bridge-fill', null, [text('Received '), moved, text(origin)])
    return line('bridge-fill', null, [address(fill.recipient), text(' received '), moved, text(`${origin} (filled by a relayer)`)])
  },
}
