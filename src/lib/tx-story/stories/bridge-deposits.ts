import type { Asset } from '../assets'
import { changesOf } from '../net-changes'
import { requestedMessage } from './amb-message'
import { addressArg, bytesArg, chainNameOf, integerArg, movedExactly, soleEvent, type Evidence } from './args'

/** Where a deposit goes and, when the bridge's event says so, the one asset and amount it took from the sender. */
export interface Deposit {
  /** "to Base"; "through LI.FI" where the event's chain id names no chain the lists know */
  where: string
  took: { asset: Asset; amount: bigint } | null
  /** what crosses when a swap on the way changed the asset */
  carried?: { asset: Asset; amount: bigint } | null
}

export const erc20 = (token: string): Asset => ({ kind: 'erc20', token })

/**
 * ZKsync's deposits on Ethereum, as zksync-ethers publishes its bridges' interfaces: the shared bridge's (or asset
 * router's) base-token and token deposits through the Bridgehub, and the legacy ERC20 bridge's, each naming the ZK
 * chain by id and the depositor. A token deposit names its token and amount; the base token's, its amount.
 */
export const ZK_CHAIN_DEPOSITS: readonly { signature: string; token: 'l1Token' | 'base' | null }[] = [
  { signature: 'BridgehubDepositBaseTokenInitiated(uint256,address,address,uint256)', token: 'base' },
  { signature: 'BridgehubDepositBaseTokenInitiated(uint256,address,bytes32,uint256)', token: 'base' },
  { signature: 'BridgehubDepositInitiated(uint256,bytes32,address,address,address,uint256)', token: 'l1Token' },
  { signature: 'BridgehubDepositInitiated(uint256,bytes32,address,bytes32,bytes)', token: null },
  { signature: 'LegacyDepositInitiated(uint256,bytes32,address,address,address,uint256)', token: 'l1Token' },
]

/**
 * A deposit to a ZK chain: every one of ZKsync's deposit events the transaction logs is the sender's, for the one
 * chain id the lists name, and each amount it names left the sender: a token's in the token, the base token's in
 * the coin (ZKsync's ETH deposit pays the L2 gas with it, so it is what the sender sent).
 */
export function zkChainDeposit(evidence: Evidence, from: string): Deposit | null {
  const deposits = evidence.events.flatMap((event) => {
    const shape = ZK_CHAIN_DEPOSITS.find(({ signature }) => signature === event.signature)
    return shape ? [{ event, token: shape.token }] : []
  })
  const chainIds = new Set(deposits.map(({ event }) => integerArg(event.args, 'chainId')))
  const [chainId] = chainIds
  if (deposits.length === 0 || chainIds.size !== 1 || chainId === null || chainId === undefined) return null
  const own = deposits.every(({ event, token }) => {
    if (addressArg(event.args, 'from') !== from) return false
    const amount = integerArg(event.args, 'amount')
    if (token === 'base') return amount !== null && evidence.value === amount
    const l1Token = token === 'l1Token' ? addressArg(event.args, 'l1Token') : null
    return token === null || (l1Token !== null && amount !== null && movedExactly(evidence, erc20(l1Token), amount, { from }))
  })
  const destination = own ? chainNameOf(evidence.known, chainId) : null
  return destination ? { where: `to ${destination}`, took: null } : null
}

/** An OmniBridge mediator's start of a token's crossing, as Gnosis Chain's verified mediators declare it. */
export const TOKENS_BRIDGING_INITIATED = 'TokensBridgingInitiated(address,address,uint256,bytes32)'

/**
 * An OmniBridge crossing (TokenBridge's mediators, wherever deployed): the sender's own `TokensBridgingInitiated`,
 * the only one, for exactly what left it; the chain it goes to is the one the AMB message of the same id names, by
 * a chain id the lists name.
 */
export function omnibridgeDeposit(evidence: Evidence, from: string): Deposit | null {
  const started = soleEvent(evidence, TOKENS_BRIDGING_INITIATED)
  const messageId = started ? bytesArg(started.args, 'messageId')?.toLowerCase() : null
  const token = started ? addressArg(started.args, 'token') : null
  const amount = started ? integerArg(started.args, 'value') : null
  if (!started || !messageId || !token || amount === null || addressArg(started.args, 'sender') !== from) return null
  const message = requestedMessage(evidence, messageId)
  const destination = message ? chainNameOf(evidence.known, message.destinationChainId) : null
  return destination ? { where: `to ${destination}`, took: { asset: erc20(token), amount } } : null
}

/**
 * A listed rollup's own messaging: on the settlement chain OP Stack's portal and Arbitrum's inbox, on the rollup its
 * message passer and ArbSys, each carrying one message to the other side.
 */
const ROLLUP_MESSAGES = new Set([
  'TransactionDeposited(address,address,uint256,bytes)',
  'InboxMessageDelivered(uint256,bytes)',
  'MessagePassed(uint256,address,address,uint256,uint256,bytes,bytes32)',
  'L2ToL1Tx(address,address,uint256,uint256,uint256,uint256,uint256,uint256,bytes)',
])

/**
 * A token bridge's deposit or withdrawal event of the OP Stack standard bridge's or Arbitrum gateway's interface,
 * with where its depositor and amount are, and the token that left this chain where the event names it (an
 * Arbitrum child gateway's names the parent chain's token, so only the amount is checked).
 */
export const TOKEN_DEPOSITS: readonly { signature: string; token: string | null; from: string; amount: string }[] = [
  { signature: 'ERC20DepositInitiated(address,address,address,address,uint256,bytes)', token: 'l1Token', from: 'from', amount: 'amount' },
  { signature: 'DepositInitiated(address,address,address,uint256,uint256)', token: 'l1Token', from: '_from', amount: '_amount' },
  { signature: 'WithdrawalInitiated(address,address,address,address,uint256,bytes)', token: 'l2Token', from: 'from', amount: 'amount' },
  { signature: 'WithdrawalInitiated(address,address,address,uint256,uint256,uint256)', token: null, from: '_from', amount: '_amount' },
]

/**
 * A token bridge of its own built on a listed rollup's messaging (a token's own OP Stack bridge, an Arbitrum custom
 * gateway called directly): the interface's one deposit event, by the sender, for exactly the token it sent, while
 * the listed portals or inboxes of one chain relay the message. The chain is theirs.
 */
export function messagedDeposit(evidence: Evidence, from: string): Deposit | null {
  const relays = evidence.events.flatMap((event) => {
    const known = ROLLUP_MESSAGES.has(event.signature) ? evidence.known(event.address) : null
    return known?.role === 'bridge' ? [known.destination.name] : []
  })
  const destinations = new Set(relays)
  const deposits = evidence.events.flatMap((event) => {
    const shape = TOKEN_DEPOSITS.find(({ signature }) => signature === event.signature)
    return shape ? [{ event, shape }] : []
  })
  const [deposit] = deposits
  const [destination] = destinations
  if (!deposit || deposits.length !== 1 || destinations.size !== 1 || !destination) return null
  const { event, shape } = deposit
  const token = shape.token ? addressArg(event.args, shape.token) : null
  const amount = integerArg(event.args, shape.amount)
  if ((shape.token && !token) || amount === null || addressArg(event.args, shape.from) !== from) return null
  if (token) return { where: `to ${destination}`, took: { asset: erc20(token), amount } }
  const [only, ...more] = changesOf(evidence.netChanges, from).filter((change) => change.amount < 0n)
  return only && more.length === 0 && only.asset.kind === 'erc20' && -only.amount === amount ? { where: `to ${destination}`, took: null } : null
}
