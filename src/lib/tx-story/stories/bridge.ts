import { assetKey, isNft, ZERO_ADDRESS } from '../assets'
import type { ActionPart } from '../action-parts'
import { addressArg, chainNameOf, integerArg, movedExactly, type Evidence } from './args'
import {
  erc20,
  messagedDeposit,
  omnibridgeDeposit,
  TOKEN_DEPOSITS,
  TOKENS_BRIDGING_INITIATED,
  ZK_CHAIN_DEPOSITS,
  zkChainDeposit,
  type Deposit,
} from './bridge-deposits'
import type { Story } from '../story'
import { callSignatureOf } from '../story-events'
import { CELER_SEND, HOP_TRANSFER_SENT, LIFI_TRANSFER_STARTED, routedDeposit, SOCKET_BRIDGE, SYNAPSE_DEPOSITS } from './bridge-routers'
import { amounts, line, text } from './words'
import { changesOf } from '../net-changes'

/**
 * Bridge events that name the chain a deposit goes to, by its id: Across's SpokePool `FundsDeposited` (and its
 * `V3FundsDeposited` of before addresses became bytes32) and Hop's L1 bridge `TransferSentToL2`, as their verified
 * sources declare them.
 */
const DESTINATION_EVENTS: readonly { signature: string; chainArg: string }[] = [
  {
    signature: 'FundsDeposited(bytes32,bytes32,uint256,uint256,uint256,uint256,uint32,uint32,uint32,bytes32,bytes32,bytes32,bytes)',
    chainArg: 'destinationChainId',
  },
  {
    signature: 'V3FundsDeposited(address,address,uint256,uint256,uint256,uint32,uint32,uint32,uint32,address,address,address,bytes)',
    chainArg: 'destinationChainId',
  },
  { signature: 'TransferSentToL2(uint256,address,uint256,uint256,uint256,address,uint256)', chainArg: 'chainId' },
]

/** Circle's TokenMessenger `DepositForBurn`, v1 and v2, as Circle's published sources declare them. */
const CCTP_DEPOSITS = new Set([
  'DepositForBurn(uint64,address,uint256,address,bytes32,uint32,bytes32,bytes32)',
  'DepositForBurn(address,uint256,address,bytes32,uint32,bytes32,bytes32,uint256,uint32,bytes)',
])

/**
 * A CCTP burn: one `DepositForBurn` from a TokenMessenger the published lists name, by the sender itself, for a
 * domain they name. What it burns is what the sender put in.
 */
function cctpDeposit(evidence: Evidence, from: string): Deposit | null {
  const burns = evidence.events.filter((event) => CCTP_DEPOSITS.has(event.signature))
  const [burn] = burns
  if (burns.length !== 1 || !burn || evidence.known(burn.address)?.role !== 'cctp-token-messenger') return null
  if (addressArg(burn.args, 'depositor') !== from) return null
  const domain = integerArg(burn.args, 'destinationDomain')
  const token = addressArg(burn.args, 'burnToken')
  const amount = integerArg(burn.args, 'amount')
  const destination = domain === null ? null : chainNameOf(evidence.known, domain, 'cctp-domain')
  if (!destination || !token || amount === null) return null
  return { where: `to ${destination}`, took: { asset: erc20(token), amount } }
}

/** The call a Polygon PoS withdrawal on Polygon makes: the native-coin contract's or a child token's. */
const POLYGON_WITHDRAW = 'withdraw(uint256)'

/**
 * Polygon PoS's withdrawal on Polygon, on the chain whose listed native-coin contract (MRC20) logs the transaction's
 * fee (`LogFeeTransfer`): that contract's `withdraw(amount)` paid exactly that amount, or a child token's own
 * `withdraw(amount)` burning that amount of the sender's (the Plasma child tokens also log `Withdraw(token, from,
 * amount, …)`, which must agree): the burn is what the exit on Ethereum pays out.
 */
function childChainWithdrawal(evidence: Evidence, from: string): Deposit | null {
  const fees = evidence.events.filter((event) => event.name === 'LogFeeTransfer')
  const home = fees.length === 1 && fees[0] ? evidence.known(fees[0].address) : null
  const to = evidence.to?.toLowerCase()
  const call = evidence.call
  if (home?.role !== 'bridge-native-token' || !to || !call || callSignatureOf(call) !== POLYGON_WITHDRAW) return null
  const amount = integerArg(call.args, call.args[0]!.name)
  if (amount === null || amount <= 0n) return null
  const logged = evidence.events.filter((event) => event.name === 'Withdraw' && event.address === to)
  const agrees = logged.every(
    (event) =>
      event.signature === 'Withdraw(address,address,uint256,uint256,uint256)' &&
      addressArg(event.args, 'from') === from &&
      integerArg(event.args, 'amount') === amount,
  )
  if (!agrees) return null
  if (to === fees[0]!.address) return evidence.value === amount ? { where: `to ${home.destination.name}`, took: null } : null
  const burned = movedExactly(evidence, { kind: 'erc20', token: to }, amount, { from, to: ZERO_ADDRESS })
  return burned ? { where: `to ${home.destination.name}`, took: { asset: erc20(to), amount } } : null
}

/** Where the deposit goes: the chain the published lists give the bridge called, or the one its own event names. */
function depositOf(evidence: Evidence, from: string): Deposit | null {
  const bridge = evidence.known(evidence.to)
  if (bridge?.role === 'bridge') return { where: `to ${bridge.destination.name}`, took: null }
  const to = evidence.to?.toLowerCase()
  for (const { signature, chainArg } of DESTINATION_EVENTS) {
    const events = evidence.events.filter((event) => event.signature === signature && event.address === to)
    const [event] = events
    const chainId = event ? integerArg(event.args, chainArg) : null
    const destination = events.length === 1 && chainId !== null ? chainNameOf(evidence.known, chainId) : null
    if (destination) return { where: `to ${destination}`, took: null }
  }
  const routed =
    cctpDeposit(evidence, from) ??
    zkChainDeposit(evidence, from) ??
    omnibridgeDeposit(evidence, from) ??
    messagedDeposit(evidence, from) ??
    childChainWithdrawal(evidence, from) ??
    routedDeposit(evidence)
  if (!routed || 'where' in routed) return routed
  return { where: routed.destination ? `to ${routed.destination}` : `through ${routed.bridge}`, took: routed.took, carried: routed.carried }
}

/**
 * Speaks when a listed bridge in either direction (OP Stack's portal and L1 bridge, or on the L2 its standard bridge,
 * message passer and messenger; Arbitrum's inbox and gateways, or ArbSys and the child gateways; Polygon PoS's
 * RootChainManager and deposit manager), a bridge event naming the chain id (Across's deposit, old and new, Hop),
 * ZKsync's deposit events (every one the sender's, for one chain id, each amount it names sent by the sender), an
 * OmniBridge mediator's `TokensBridgingInitiated` by the sender for exactly what it sent (to the chain its AMB
 * message names), a token bridge of its own on a listed rollup's messaging (the OP Stack
 * `ERC20DepositInitiated`/`WithdrawalInitiated` or Arbitrum gateway `DepositInitiated`/`WithdrawalInitiated` by the
 * sender for exactly the token it sent, beside the listed portals', inboxes', message passers' or ArbSys's message of
 * one chain), one Hop L2 bridge `TransferSent`, LI.FI `LiFiTransferStarted`, Socket `SocketBridge` (by the sender),
 * Celer cBridge `Send` (by the sender) or Synapse `TokenDeposit`/`TokenRedeem` (and their swap variants) wherever the
 * call reached it (its chain id named, else "through Hop"/"through LI.FI"/…; LI.FI's `minAmount` of its
 * `sendingAssetId`, or Socket's amount of its token, must leave the diamond or the gateway when it swapped first, and
 * be exactly what the sender sent when it did not; Celer's and Synapse's exactly what the sender sent), a CCTP `DepositForBurn` (v1, v2) by
 * the sender from a listed TokenMessenger for a listed domain, burning exactly what the sender sent, or a Polygon PoS
 * withdrawal (`withdraw(amount)` of the listed MRC20 for that value, or of a child token burning that amount of the
 * sender's, where the listed MRC20 logs the fee); the sender only sent.
 *
 * @example Bridged 0.1 ETH to Base / Bridged 98.35 ETH to Ethereum / Bridged 250 POL to Ethereum / Bridged 1,000 DAI
 *   to Arbitrum One as 999.12 USDC
 */
export const bridgeStory: Story = {
  kind: 'bridge',
  order: 140,
  gate: {
    events: [
      ...DESTINATION_EVENTS.map(({ signature }) => signature),
      ...CCTP_DEPOSITS,
      ...ZK_CHAIN_DEPOSITS.map(({ signature }) => signature),
      TOKENS_BRIDGING_INITIATED,
      ...TOKEN_DEPOSITS.map(({ signature }) => signature),
      HOP_TRANSFER_SENT,
      LIFI_TRANSFER_STARTED,
      SOCKET_BRIDGE,
      CELER_SEND,
      ...SYNAPSE_DEPOSITS,
    ],
    calls: [POLYGON_WITHDRAW],
    roles: ['bridge'],
  },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    const deposit = depositOf(evidence, from)
    if (!deposit) return null
    const own = changesOf(evidence.netChanges, from)
    const sent = own.filter((change) => change.amount < 0n).map((change) => ({ asset: change.asset, amount: -change.amount }))
    if (sent.length === 0 || own.some((change) => change.amount > 0n) || sent.some((change) => isNft(change.asset))) return null
    const { took, carried } = deposit
    if (took && !(sent.length === 1 && assetKey(sent[0]!.asset) === assetKey(took.asset) && sent[0]!.amount === took.amount)) return null
    const as: ActionPart[] = carried && !(sent.length === 1 && assetKey(sent[0]!.asset) === assetKey(carried.asset)) ? [text(' as '), amounts([carried])] : []
    return line('bridge', null, [text('Bridged '), amounts(sent), text(` ${deposit.where}`), ...as])
  },
}
