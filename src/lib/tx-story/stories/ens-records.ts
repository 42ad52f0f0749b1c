import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils'
import type { ActionPart } from '../action-parts'
import { ZERO_ADDRESS } from '../assets'
import type { Evidence } from '../evidence'
import type { Story } from '../story'
import { addressArg, bytesArg, integerArg, stringArg, type StoryEvent } from './args'
import { address, line, text, untrusted } from './words'

/** A resolver's record events, as ENS's published resolvers declare them (any resolver of that shape: ENS, Basenames). */
const TEXT_CHANGED = ['TextChanged(bytes32,string,string)', 'TextChanged(bytes32,string,string,string)']
const CONTENTHASH_CHANGED = 'ContenthashChanged(bytes32,bytes)'
const ADDR_CHANGED = 'AddrChanged(bytes32,address)'
const ADDRESS_CHANGED = 'AddressChanged(bytes32,uint256,bytes)'
const NAME_CHANGED = 'NameChanged(bytes32,string)'
/** The registry's `NewOwner` and a reverse registrar's `ReverseClaimed`: how a reverse record comes to be the sender's. */
const NEW_OWNER = 'NewOwner(bytes32,bytes32,address)'
const REVERSE_CLAIMED = 'ReverseClaimed(address,bytes32)'

const RECORD_EVENTS = new Set([...TEXT_CHANGED, CONTENTHASH_CHANGED, ADDR_CHANGED, ADDRESS_CHANGED, NAME_CHANGED])
/** SLIP-44's coin type of Ether: `AddressChanged` for it repeats `AddrChanged`. */
const ETH_COIN_TYPE = 60n
const MAX_KEYS_LISTED = 3

const keccak = (bytes: Uint8Array) => keccak_256(bytes)
const hex = (bytes: Uint8Array) => `0x${bytesToHex(bytes)}`

/** EIP-137's namehash of `addr.reverse`, the parent of every account's reverse record (EIP-181). */
function addrReverseNode(): Uint8Array {
  const reverse = keccak(concatBytes(new Uint8Array(32), keccak(utf8ToBytes('reverse'))))
  return keccak(concatBytes(reverse, keccak(utf8ToBytes('addr'))))
}

/** The label of an account's reverse record: the hash of its address in lower-case hex, without 0x. */
const reverseLabel = (account: string) => keccak(utf8ToBytes(account.slice(2).toLowerCase()))

/**
 * The nodes that are the sender's reverse record: its child of `addr.reverse`, any node a reverse registrar says it
 * claimed for the sender, and any child the registry gave the sender's reverse label (a reverse namespace of another
 * chain, such as Base's).
 */
function reverseNodesOf(evidence: Evidence, account: string): Set<string> {
  const label = reverseLabel(account)
  const nodes = new Set([hex(keccak(concatBytes(addrReverseNode(), label)))])
  for (const event of evidence.events) {
    if (event.signature === REVERSE_CLAIMED && addressArg(event.args, 'addr') === account) {
      const node = bytesArg(event.args, 'node')
      if (node) nodes.add(node.toLowerCase())
    }
    if (event.signature === NEW_OWNER && bytesArg(event.args, 'label')?.toLowerCase() === hex(label)) {
      const parent = bytesArg(event.args, 'node')
      if (parent?.length === 66) nodes.add(hex(keccak(concatBytes(hexToBytes(parent.slice(2)), label))))
    }
  }
  return nodes
}

const nodeOf = (event: StoryEvent) => bytesArg(event.args, 'node')?.toLowerCase() ?? null

/** The primary name the sender set: the name its reverse record now holds, as the calldata (or the event) gives it. */
function primaryName(evidence: Evidence, account: string): string | null {
  const reverse = reverseNodesOf(evidence, account)
  const changed = evidence.events.filter((event) => event.signature === NAME_CHANGED)
  const called = evidence.call?.name === 'setName' ? stringArg(evidence.call.args, 'name') : null
  if (changed.length === 0) {
    // A reverse registrar whose default resolver keeps names without an event: the call names it, the registry
    // shows the sender's reverse record being made.
    const claimed = evidence.events.some((event) => event.signature === NEW_OWNER && reverse.has(childOf(event)))
    return called !== null && claimed ? called : null
  }
  const [only] = changed
  if (changed.length !== 1 || !only || !reverse.has(nodeOf(only) ?? '')) return null
  return called ?? stringArg(only.args, 'name')
}

function childOf(event: StoryEvent): string {
  const parent = bytesArg(event.args, 'node')
  const label = bytesArg(event.args, 'label')
  return parent?.length === 66 && label?.length === 66 ? hex(keccak(concatBytes(hexToBytes(parent.slice(2)), hexToBytes(label.slice(2))))) : ''
}

/** What the resolvers' events changed, as words: the text keys (untrusted), the content hash, the addresses. */
function recordParts(records: readonly StoryEvent[]): ActionPart[] | null {
  const keys = records.filter((event) => TEXT_CHANGED.includes(event.signature)).map((event) => stringArg(event.args, 'key'))
  if (keys.some((key) => key === null)) return null
  const contenthash = records.some((event) => event.signature === CONTENTHASH_CHANGED)
  const ethAddresses = records.filter((event) => event.signature === ADDR_CHANGED).map((event) => addressArg(event.args, 'a'))
  const otherCoins = records.filter((event) => event.signature === ADDRESS_CHANGED && integerArg(event.args, 'coinType') !== ETH_COIN_TYPE)
  if (ethAddresses.some((value) => value === null) || records.some((event) => event.signature === NAME_CHANGED)) return null
  const kinds = [keys.length > 0, contenthash, ethAddresses.length > 0, otherCoins.length > 0].filter(Boolean).length
  const [ethAddress] = ethAddresses
  if (kinds === 1 && keys.length > 0) {
    if (keys.length > MAX_KEYS_LISTED) return [text(`Set ${keys.length} ENS text records on a name`)]
    const listed = keys.flatMap((key, index) => [...(index > 0 ? [text(', ')] : []), untrusted(key ?? '', 48)])
    return [text(keys.length === 1 ? 'Set ENS text record ' : 'Set ENS text records '), ...listed, text(' on a name')]
  }
  if (kinds === 1 && contenthash) return [text('Changed an ENS name’s content hash')]
  if (kinds === 1 && ethAddresses.length === 1 && ethAddress) {
    return ethAddress === ZERO_ADDRESS ? [text('Cleared an ENS name’s ETH address')] : [text('Set an ENS name’s ETH address to '), address(ethAddress)]
  }
  if (kinds === 1 && otherCoins.length > 0) return [text('Set an ENS name’s address on another chain')]
  const changed = [
    ...(keys.length > 0 ? [`${keys.length} text record${keys.length === 1 ? '' : 's'}`] : []),
    ...(contenthash ? ['its content hash'] : []),
    ...(ethAddresses.length > 0 ? ['its ETH address'] : []),
    ...(otherCoins.length > 0 ? ['an address on another chain'] : []),
  ]
  return [text(`Changed an ENS name’s records: ${changed.join(', ')}`)]
}

/**
 * Speaks when an ENS-style resolver's `TextChanged`, `ContenthashChanged`, `AddrChanged`/`AddressChanged` on one
 * name, wherever deployed; or the sender's primary name: `NameChanged` on the sender's reverse node (its child of
 * `addr.reverse`, or one a `ReverseClaimed` or the registry's `NewOwner` of its reverse label shows), or
 * `setName(name)` with that `NewOwner`. Nothing of the sender's moved.
 *
 * @example Set ENS text record com.twitter on a name / Set the primary ENS name to nebolax.eth / Changed an ENS
 *   name’s content hash
 */
export const ensRecordsStory: Story = {
  kind: 'ens-records',
  order: 260,
  gate: { events: ['TextChanged', 'ContenthashChanged', 'AddrChanged', 'AddressChanged', 'NameChanged', 'NewOwner'] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    if (evidence.netChanges.some((entry) => entry.address === from && entry.changes.length > 0)) return null
    const name = primaryName(evidence, from)
    if (name !== null) return name ? line('ens-primary-name', null, [text('Set the primary ENS name to '), untrusted(name, 64)]) : null
    const records = evidence.events.filter((event) => RECORD_EVENTS.has(event.signature))
    const nodes = new Set(records.map(nodeOf))
    if (records.length === 0 || nodes.size !== 1 || nodes.has(null)) return null
    const parts = recordParts(records)
    return parts ? line('ens-records', null, parts) : null
  },
}
