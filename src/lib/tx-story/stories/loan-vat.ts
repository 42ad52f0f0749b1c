import { hexToString, isHex } from 'viem'
import type { ActionPart } from '../action-parts'
import { assetKey, isNft, ZERO_ADDRESS } from '../assets'
import type { AssetChange } from '../net-changes'
import { bytesArg, eventsOf, type Evidence } from './args'
import { ownFlows } from './liquidity-flows'
import { address, text, untrusted } from './words'

/** The Vat's own anonymous note, as dss declares it (its topics after the selector: the call's first three words). */
export const VAT_NOTE = 'LogNote(bytes4,bytes32,bytes32,bytes32,bytes)'
/** The Vat's `frob(bytes32 i, address u, address v, address w, int256 dink, int256 dart)`: a vault's collateral and debt changed. */
const FROB = '0x76088703'

export interface VatLegs {
  market: string
  venue: ActionPart[]
  collateralIn: bigint
  collateralOut: bigint
  borrowed: bigint
  repaid: bigint
}

/** The signed argument word at `index` (0 the first after the selector) of the calldata a note carries. */
const signedWord = (calldata: string, index: number) => BigInt.asIntN(256, BigInt(`0x${calldata.slice(10 + 64 * index, 74 + 64 * index) || '0'}`))

/** A collateral type's name (`ETH-A`, `WBTC-A`) as its bytes32 spells it, when that is plain text. */
function ilkName(word: string): string | null {
  if (!isHex(word) || word.length !== 66) return null
  const name = hexToString(word, { size: 32 })
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/.test(name) ? name : null
}

/** The one fungible change among these when the leg happened, none when it did not (undefined); null otherwise. */
function single(changes: readonly AssetChange[], wanted: boolean): AssetChange | null | undefined {
  if (!wanted) return changes.length === 0 ? undefined : null
  const [change] = changes
  return changes.length === 1 && change && !isNft(change.asset) ? change : null
}

/**
 * A vault of Maker's Vat changed by the sender, or by the proxy it called (a DSProxy's `execute`: still the sender's
 * line): exactly one `frob` note of one Vat, whose signs say which legs happened (collateral in or out, debt drawn or
 * repaid). The amounts are the sender's own flows, one asset per leg: the debt is the one token minted to the sender
 * (drawn) or burned after it left the sender (repaid), the collateral the one other asset it paid or got.
 */
export function vatLegs(evidence: Evidence, from: string): VatLegs | null {
  const frobs = eventsOf(evidence, VAT_NOTE).filter((note) => bytesArg(note.args, 'sig')?.toLowerCase() === FROB)
  const [frob] = frobs
  const calldata = frob ? bytesArg(frob.args, 'data') : null
  const ilk = frob ? ilkName(bytesArg(frob.args, 'arg1') ?? '') : null
  if (!frob || frobs.length !== 1 || !calldata || !ilk) return null
  const dink = signedWord(calldata, 4)
  const dart = signedWord(calldata, 5)
  const { sent, received } = ownFlows(evidence, from)
  const minted = (change: AssetChange) =>
    evidence.movements.some((movement) => movement.from === ZERO_ADDRESS && movement.to === from && assetKey(movement.asset) === assetKey(change.asset))
  const burned = (change: AssetChange) =>
    evidence.movements.some((movement) => movement.to === ZERO_ADDRESS && assetKey(movement.asset) === assetKey(change.asset))
  const borrowed = single(received.filter(minted), dart > 0n)
  const repaid = single(sent.filter(burned), dart < 0n)
  const collateralIn = single(
    sent.filter((change) => change !== repaid),
    dink > 0n,
  )
  const collateralOut = single(
    received.filter((change) => change !== borrowed),
    dink < 0n,
  )
  if ([borrowed, repaid, collateralIn, collateralOut].some((leg) => leg === null)) return null
  return {
    market: frob.address,
    venue: [text('a '), untrusted(ilk, 32), text(' vault of '), address(frob.address)],
    collateralIn: collateralIn?.amount ?? 0n,
    collateralOut: collateralOut?.amount ?? 0n,
    borrowed: borrowed?.amount ?? 0n,
    repaid: repaid?.amount ?? 0n,
  }
}
