import type { DecodedArgument, DecodedValue } from '@/lib/abi-decode/decoded-value'
import { assetKey, type Asset } from '../assets'
import type { Evidence } from '../evidence'
import type { AssetChange } from '../net-changes'
import type { Knowledge } from '../knowledge'

export type { Evidence, StoryEvent } from '../evidence'

/** Whether the asset moved exactly this amount, out of `from` and into `to` where they are given, as the logs or the calls' values show. */
export function movedExactly(evidence: Pick<Evidence, 'movements'>, asset: Asset, amount: bigint, ends: { from?: string; to?: string }): boolean {
  const key = assetKey(asset)
  return evidence.movements.some(
    (movement) =>
      assetKey(movement.asset) === key &&
      movement.amount === amount &&
      (ends.from === undefined || movement.from === ends.from) &&
      (ends.to === undefined || movement.to === ends.to),
  )
}

/** Whether the account gave nothing away: a relayer or sponsor that only submitted a call, perhaps for a fee. */
export const onlyGained = (evidence: Pick<Evidence, 'netChanges'>, account: string) =>
  evidence.netChanges.every((entry) => entry.address !== account || entry.changes.every((change) => change.amount > 0n))

/** The events with this signature (`Supply(address,address,address,uint256,uint16)`), in log order. */
export const eventsOf = (evidence: Pick<Evidence, 'events'>, signature: string) => evidence.events.filter((event) => event.signature === signature)

/** The one event of this signature, when the transaction logs exactly one. */
export function soleEvent(evidence: Pick<Evidence, 'events'>, signature: string) {
  const found = eventsOf(evidence, signature)
  return found.length === 1 ? found[0]! : null
}

/** The one event of this signature, when the transaction logs exactly one and the contract it called emitted it. */
export function soleEventOfCalled(evidence: Pick<Evidence, 'events' | 'to'>, signature: string) {
  const found = eventsOf(evidence, signature)
  const [event] = found
  return event !== undefined && found.length === 1 && event.address === evidence.to?.toLowerCase() ? event : null
}

function valueOf(args: readonly DecodedArgument[], name: string): DecodedValue | null {
  return args.find((arg) => arg.name === name)?.value ?? null
}

/** An address argument, in lower case; null when absent or of another type. */
export function addressArg(args: readonly DecodedArgument[], name: string): string | null {
  const value = valueOf(args, name)
  return value?.kind === 'address' ? value.value.toLowerCase() : null
}

export function integerArg(args: readonly DecodedArgument[], name: string): bigint | null {
  const value = valueOf(args, name)
  return value?.kind === 'integer' ? value.value : null
}

export function boolArg(args: readonly DecodedArgument[], name: string): boolean | null {
  const value = valueOf(args, name)
  return value?.kind === 'bool' ? value.value : null
}

export function stringArg(args: readonly DecodedArgument[], name: string): string | null {
  const value = valueOf(args, name)
  return value?.kind === 'string' ? value.value : null
}

/** A fixed or dynamic bytes argument as hex. */
export function bytesArg(args: readonly DecodedArgument[], name: string): string | null {
  const value = valueOf(args, name)
  return value?.kind === 'bytes' || value?.kind === 'topic-hash' ? value.value : null
}

/** A bytes argument that holds an EVM address (bridges' fields that also carry other chains'): exactly twenty bytes. */
export function bytesAddressArg(args: readonly DecodedArgument[], name: string): string | null {
  const value = bytesArg(args, name)
  return value && /^0x[0-9a-f]{40}$/i.test(value) ? value.toLowerCase() : null
}

/** A struct argument's fields; none when absent or not a struct. */
export function tupleArg(args: readonly DecodedArgument[], name: string): DecodedArgument[] {
  const value = valueOf(args, name)
  return value?.kind === 'tuple' ? value.fields : []
}

/** An address[] argument, in lower case (as many items as the decoder kept). */
export function addressListArg(args: readonly DecodedArgument[], name: string): string[] | null {
  const value = valueOf(args, name)
  if (value?.kind !== 'array') return null
  return value.items.flatMap((item) => (item.kind === 'address' ? [item.value.toLowerCase()] : []))
}

/** The numberings the published lists name chains by: EVM chain ids, CCTP domains, LayerZero v1 and Wormhole chain ids. */
export type ChainNumbering = 'chain' | 'cctp-domain' | 'layerzero-chain' | 'wormhole-chain'

/** The name the lists give the chain of this id in a numbering (`chain:10` is OP Mainnet, from viem's chains), or null. */
export function chainNameOf(known: Knowledge, id: bigint, numbering: ChainNumbering = 'chain'): string | null {
  const entry = known(`${numbering}:${id}`)
  return entry?.role === numbering && 'name' in entry ? entry.name : null
}

/**
 * The chain of a deBridge chain id: its EVM chains by their ids; those it numbers itself from 100000000 on (Gnosis is
 * 100000002) no list names, and Solana's 7565164 names no EVM chain.
 */
export const debridgeChainNameOf = (known: Knowledge, id: bigint) => (id < 100_000_000n ? chainNameOf(known, id) : null)

/**
 * What an account gave and got when exactly one asset left it and exactly one other reached it, both as positive
 * amounts: one side of a trade. Null for any other shape of change.
 */
export function oneForOne(changes: readonly AssetChange[]): { gave: AssetChange; got: AssetChange } | null {
  const gave = changes.filter((change) => change.amount < 0n)
  const got = changes.filter((change) => change.amount > 0n)
  const [out] = gave
  const [into] = got
  if (!out || !into || gave.length !== 1 || got.length !== 1) return null
  return { gave: { asset: out.asset, amount: -out.amount }, got: into }
}
