import type { DecodedArgument } from '@/lib/abi-decode/decoded-value'
import { NATIVE, ZERO_ADDRESS, type Asset } from '../assets'
import { addressArg, boolArg, chainNameOf, integerArg, movedExactly, soleEvent, type Evidence, type StoryEvent } from './args'

/**
 * A deposit that a bridge's contract reports wherever the sender's call reached it (a wrapper, an aggregator in
 * between): where it goes, when the event's chain id names a chain, and what it carries across when a swap on
 * the way changed the asset.
 */
export interface RoutedDeposit {
  /** the destination chain's name; null when the id names none the lists know */
  destination: string | null
  bridge: string
  /** what crosses, when it is not what the sender sent (swapped on the way) */
  carried: { asset: Asset; amount: bigint } | null
  /** what the bridge's event says it took from the sender, when no swap came first */
  took: { asset: Asset; amount: bigint } | null
}

/** Hop's L2 bridge sending to another chain (after its AMM wrapper swapped the sender's token into the bridge's), as its published source declares it. */
export const HOP_TRANSFER_SENT = 'TransferSent(bytes32,uint256,address,uint256,bytes32,uint256,uint256,uint256,uint256)'
/** LI.FI's diamond starting a bridge, with its `BridgeData`, as LI.FI's published source declares it on every chain. */
export const LIFI_TRANSFER_STARTED = 'LiFiTransferStarted((bytes32,string,string,address,address,address,uint256,uint256,bool,bool))'
/** Socket's gateway starting a route's bridge (its routes run in the gateway's own context), as Bungee's published source declares it. */
export const SOCKET_BRIDGE = 'SocketBridge(uint256,address,uint256,bytes32,address,address,bytes32)'
const SOCKET_SWAP = 'SocketSwapTokens(address,address,uint256,uint256,bytes32,address,bytes32)'
/** Celer's cBridge taking a transfer (its native coin's as the wrapped token's address), as its published source declares it. */
export const CELER_SEND = 'Send(bytes32,address,address,address,uint256,uint64,uint64,uint32)'
/** Synapse's bridge taking tokens to another chain, locked or burned, as its published source declares them. */
export const SYNAPSE_DEPOSITS = [
  'TokenDeposit(address,uint256,address,uint256)',
  'TokenRedeem(address,uint256,address,uint256)',
  'TokenDepositAndSwap(address,uint256,address,uint256,uint8,uint8,uint256,uint256)',
  'TokenRedeemAndSwap(address,uint256,address,uint256,uint8,uint8,uint256,uint256)',
  'TokenRedeemAndRemove(address,uint256,address,uint256,uint8,uint256,uint256)',
]
/** The address routers write for the chain's native coin. */
const NATIVE_MARKER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

function hopDeposit(evidence: Evidence): RoutedDeposit | null {
  const sent = soleEvent(evidence, HOP_TRANSFER_SENT)
  const chainId = sent ? integerArg(sent.args, 'chainId') : null
  if (chainId === null) return null
  return { destination: chainNameOf(evidence.known, chainId), bridge: 'Hop', carried: null, took: null }
}

function lifiDeposit(evidence: Evidence): RoutedDeposit | null {
  const started = soleEvent(evidence, LIFI_TRANSFER_STARTED)
  const data: DecodedArgument[] = started?.args[0]?.value.kind === 'tuple' ? started.args[0].value.fields : []
  const chainId = integerArg(data, 'destinationChainId')
  const token = addressArg(data, 'sendingAssetId')
  const amount = integerArg(data, 'minAmount')
  const swapped = boolArg(data, 'hasSourceSwaps')
  if (!started || chainId === null || !token || amount === null || amount <= 0n || swapped === null) return null
  const asset: Asset = token === ZERO_ADDRESS ? NATIVE : { kind: 'erc20', token }
  if (swapped && asset.kind === 'erc20' && !movedExactly(evidence, asset, amount, { from: started.address })) return null
  const moved = { asset, amount }
  return { destination: chainNameOf(evidence.known, chainId), bridge: 'LI.FI', carried: swapped ? moved : null, took: swapped ? null : moved }
}

/** What a router's bridge event says crosses: the chain id in `chainArg`, its `token` and a positive `amount`. */
function crossing(args: readonly DecodedArgument[], chainArg: string) {
  const chainId = integerArg(args, chainArg)
  const token = addressArg(args, 'token')
  const amount = integerArg(args, 'amount')
  return chainId === null || !token || amount === null || amount <= 0n ? null : { chainId, token, amount }
}

/** A bridge event's crossing when the event names the transaction's sender as its `sender`. */
function bySender(evidence: Evidence, event: StoryEvent | null, chainArg: string) {
  const args = event?.args ?? []
  return addressArg(args, 'sender') === evidence.from?.toLowerCase() ? crossing(args, chainArg) : null
}

/**
 * Socket's bridge, by the sender itself: what it names crosses as it is, or, after the route's own swap, leaves the
 * gateway in full.
 */
function socketDeposit(evidence: Evidence): RoutedDeposit | null {
  const started = soleEvent(evidence, SOCKET_BRIDGE)
  const crossed = bySender(evidence, started, 'toChainId')
  if (!started || !crossed) return null
  const { chainId, token, amount } = crossed
  const moved = { asset: token === NATIVE_MARKER || token === ZERO_ADDRESS ? NATIVE : ({ kind: 'erc20', token } as const), amount }
  const swapped = evidence.events.some((event) => event.signature === SOCKET_SWAP && event.address === started.address)
  if (swapped && !movedExactly(evidence, moved.asset, amount, { from: started.address })) return null
  return { destination: chainNameOf(evidence.known, chainId), bridge: 'Socket', carried: swapped ? moved : null, took: swapped ? null : moved }
}

/** Celer's cBridge, by the sender itself: the token it names, or the coin the sender paid in exactly that amount. */
function celerDeposit(evidence: Evidence): RoutedDeposit | null {
  const crossed = bySender(evidence, soleEvent(evidence, CELER_SEND), 'dstChainId')
  if (!crossed) return null
  const { chainId, token, amount } = crossed
  const asset: Asset = evidence.value > 0n && evidence.value === amount ? NATIVE : { kind: 'erc20', token }
  return { destination: chainNameOf(evidence.known, chainId), bridge: 'Celer', carried: null, took: { asset, amount } }
}

/** Synapse's bridge, wherever the call reached it (its router): exactly the tokens it names, what the sender sent. */
function synapseDeposit(evidence: Evidence): RoutedDeposit | null {
  const deposits = evidence.events.filter((event) => SYNAPSE_DEPOSITS.includes(event.signature))
  const crossed = deposits.length === 1 ? crossing(deposits[0]!.args, 'chainId') : null
  if (!crossed) return null
  const { chainId, token, amount } = crossed
  return { destination: chainNameOf(evidence.known, chainId), bridge: 'Synapse', carried: null, took: { asset: { kind: 'erc20', token }, amount } }
}

/** A deposit the events of Hop's L2 bridge, LI.FI's diamond, Socket's gateway, Celer's or Synapse's bridge report, the only one of its kind. */
export const routedDeposit = (evidence: Evidence): RoutedDeposit | null =>
  hopDeposit(evidence) ?? lifiDeposit(evidence) ?? socketDeposit(evidence) ?? celerDeposit(evidence) ?? synapseDeposit(evidence)
