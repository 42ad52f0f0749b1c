import type { DecodedArgument } from '@/lib/abi-decode/decoded-value'
import { NATIVE, ZERO_ADDRESS, type Asset } from '../assets'
import { addressArg, boolArg, chainNameOf, integerArg, movedExactly, soleEvent, type Evidence } from './args'

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

/** A deposit the events of Hop's L2 bridge or LI.FI's diamond report, the only one of its kind in the transaction. */
export const routedDeposit = (evidence: Evidence): RoutedDeposit | null => hopDeposit(evidence) ?? lifiDeposit(evidence)
