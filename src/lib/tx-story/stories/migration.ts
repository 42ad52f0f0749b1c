import { ZERO_ADDRESS } from '../assets'
import { type AssetChange, changesOf } from '../net-changes'
import type { Story } from '../story'
import { callNameSaysSwap } from '../trade-signals'
import type { Evidence, StoryEvent } from './args'
import { amounts, line, text } from './words'

/**
 * Names that say a conversion: `migrate`, `Migrated`, `convert`, or one short token name to another and nothing more
 * (`mkrToSky`, `MkrToSky`, `daiToUsds`; not `addToPosition`).
 */
const MIGRATES = /migrat/i
const CONVERTS = /convert|^[a-zA-Z][a-z0-9]{1,5}To[A-Z][a-zA-Z0-9]{1,5}$/
/** Names that say more than a conversion: a swap, a bridge, a send, a wrap. */
const SAYS_MORE = /swap|exchange|trade|sell|buy|bridge|send|transfer|relay|cross|wrap|deposit|withdraw|stake/i

function wordOf(name: string): 'Migrated' | 'Converted' | null {
  if (SAYS_MORE.test(name) || callNameSaysSwap(name)) return null
  if (MIGRATES.test(name)) return 'Migrated'
  return CONVERTS.test(name) ? 'Converted' : null
}

/** The verb the call's name or the called contract's own event gives; null when neither names a conversion. */
function verbOf(evidence: Evidence, to: string): 'Migrated' | 'Converted' | null {
  const byCall = evidence.call ? wordOf(evidence.call.name) : null
  if (byCall) return byCall
  const byEvent = evidence.events.filter((event) => event.address === to).flatMap((event) => wordOf(event.name) ?? [])
  return byEvent.includes('Migrated') ? 'Migrated' : (byEvent[0] ?? null)
}

/**
 * A token that burns with only its own `Burn(holder, amount)` event and no Transfer (DSToken's MKR): what the sender
 * gave, read from the token's event naming it.
 */
function burnedByEvent(evidence: Evidence, from: string): AssetChange | null {
  const burns = evidence.events.filter((event: StoryEvent) => event.signature === 'Burn(address,uint256)')
  if (burns.length !== 1) return null
  const [burn] = burns
  const holder = burn!.args.find((arg) => arg.value.kind === 'address')?.value
  const amount = burn!.args.find((arg) => arg.value.kind === 'integer')?.value
  if (holder?.kind !== 'address' || holder.value.toLowerCase() !== from || amount?.kind !== 'integer' || amount.value <= 0n) return null
  const token = burn!.address
  if (evidence.movements.some((movement) => movement.asset.kind !== 'native' && movement.asset.token === token)) return null
  return { asset: { kind: 'erc20', token }, amount: amount.value }
}

/**
 * Speaks when a call whose name (`migrate`, `convert`, `mkrToSky`) or whose called contract's own event
 * (`Migrated`, `MkrToSky`) names a conversion, no swap event, no coin sent; the sender gives exactly one token
 * (into the called contract, or burned: by a transfer to the zero address, or by the token's own `Burn(holder,
 * amount)` where it logs no transfer) and gets exactly one other (from the called contract, or minted), and nothing
 * else of its own moves.
 *
 * @example Migrated 10,000.28 MATIC to 10,000.28 POL / Converted 0.75 MKR to 18,000.29 SKY
 */
export const migrationStory: Story = {
  kind: 'migration',
  order: 230,
  gate: { events: [], names: [MIGRATES, CONVERTS] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    const to = evidence.to?.toLowerCase()
    if (!from || !to || evidence.status === '0' || evidence.value !== 0n || evidence.signals.swapEvent) return null
    const verb = verbOf(evidence, to)
    if (!verb) return null
    const own = changesOf(evidence.netChanges, from)
    const received = own.filter((change) => change.amount > 0n)
    const sent = own.filter((change) => change.amount < 0n).map((change) => ({ asset: change.asset, amount: -change.amount }))
    const given = sent.length === 0 ? [burnedByEvent(evidence, from)].flatMap((change) => change ?? []) : sent
    const [got] = received
    const [gave] = given
    if (received.length !== 1 || given.length !== 1 || got?.asset.kind !== 'erc20' || gave?.asset.kind !== 'erc20') return null
    const gaveToken = gave.asset.token
    if (got.asset.token === gaveToken) return null
    const ends = new Set([to, ZERO_ADDRESS])
    const mine = evidence.movements.filter((movement) => movement.from === from || movement.to === from)
    const fits = mine.every((movement) =>
      movement.from === from ? movement.asset.kind === 'erc20' && movement.asset.token === gaveToken && ends.has(movement.to) : ends.has(movement.from),
    )
    if (!fits) return null
    return line('migration', null, [text(`${verb} `), amounts([gave]), text(' to '), amounts([got])])
  },
}
