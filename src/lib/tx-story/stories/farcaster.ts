import type { KnowledgeRole } from '../knowledge-roles.gen'
import { changesOf } from '../net-changes'
import type { Story } from '../story'
import { addressArg, integerArg, type Evidence, type StoryEvent } from './args'
import { address, line, text } from './words'

/** Farcaster's registries' events, as @farcaster/core's ABIs declare them. */
const REGISTER = 'Register(address,uint256,address)'
const ADD_KEY = 'Add(uint256,uint32,bytes,bytes,uint8,bytes)'
const REMOVE_KEY = 'Remove(uint256,bytes,bytes)'
const RENT = 'Rent(address,uint256,uint256)'

/** The events of this signature that the registry of this role logged; null when another contract logged one. */
function fromRegistry(evidence: Evidence, signature: string, role: KnowledgeRole): StoryEvent[] | null {
  const found = evidence.events.filter((event) => event.signature === signature)
  return found.every((event) => evidence.known(event.address)?.role === role) ? found : null
}

/** The one id all these events name, by their argument `arg`; null when they name none or several. */
function soleId(events: readonly StoryEvent[], arg: string): bigint | null {
  const ids = new Set(events.map((event) => integerArg(event.args, arg)))
  const [id] = ids
  return ids.size === 1 && id !== undefined ? id : null
}

const count = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`)

/**
 * Speaks when the registries the lists name as Farcaster's (on OP Mainnet) log, for one Farcaster id: its
 * registration (`Register`, to the sender or another account, with whatever keys and storage came with it), or else
 * only keys added (`Add`), only keys removed (`Remove`), or only storage rented (`Rent`, its units summed); nothing
 * of the sender's moved but the coin it paid. The line names the id, never a key; which app a key is for is not shown.
 *
 * @example Registered Farcaster ID #1234567 / Added a key to Farcaster ID #1234567 / Rented 2 units of Farcaster
 *   storage for ID #1234567
 */
export const farcasterStory: Story = {
  kind: 'farcaster',
  order: 162,
  gate: { events: [REGISTER, ADD_KEY, REMOVE_KEY, RENT] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    const registered = fromRegistry(evidence, REGISTER, 'farcaster-id-registry')
    const added = fromRegistry(evidence, ADD_KEY, 'farcaster-key-registry')
    const removed = fromRegistry(evidence, REMOVE_KEY, 'farcaster-key-registry')
    const rented = fromRegistry(evidence, RENT, 'farcaster-storage-registry')
    if (!registered || !added || !removed || !rented) return null
    // What the sender paid is the registries' price; anything it received belongs to a line about something else.
    if (changesOf(evidence.netChanges, from).some((change) => change.amount > 0n || change.asset.kind !== 'native')) return null
    if (registered.length === 1) {
      const id = integerArg(registered[0]!.args, 'id')
      const owner = addressArg(registered[0]!.args, 'to')
      const others = [...added, ...rented].some((event) => integerArg(event.args, 'fid') !== id)
      if (id === null || !owner || others || removed.length > 0) return null
      return line('farcaster-register', null, [text(`Registered Farcaster ID #${id}`), ...(owner === from ? [] : [text(' for '), address(owner)])])
    }
    if (registered.length > 0) return null
    const only = [added, removed, rented].filter((events) => events.length > 0)
    const [events] = only
    if (only.length !== 1 || !events) return null
    const id = soleId(events, 'fid')
    if (id === null) return null
    if (events === added) return line('farcaster-key', null, [text(`Added ${count(added.length, 'a key', 'keys')} to Farcaster ID #${id}`)])
    if (events === removed) return line('farcaster-key', null, [text(`Removed ${count(removed.length, 'a key', 'keys')} from Farcaster ID #${id}`)])
    const each = rented.map((event) => integerArg(event.args, 'units'))
    if (each.some((units) => units === null || units <= 0n)) return null
    const units = each.reduce((sum: bigint, n) => sum + n!, 0n)
    return line('farcaster-storage', null, [text(`Rented ${units === 1n ? '1 unit' : `${units} units`} of Farcaster storage for ID #${id}`)])
  },
}
