import { addressArg, integerArg, stringArg, type Evidence } from './args'
import type { Story } from '../story'
import { callSignatureOf } from '../story-events'
import { address, line, text, untrusted } from './words'

/**
 * The ETH registrar controllers' events, as ENS's published controllers declare them: the 2019 one's, the 2023 one's,
 * and the one with a referrer (@ensdomains/ensjs), whose name is its `label`.
 */
const REGISTERED = [
  'NameRegistered(string,bytes32,address,uint256,uint256)',
  'NameRegistered(string,bytes32,address,uint256,uint256,uint256)',
  'NameRegistered(string,bytes32,address,uint256,uint256,uint256,bytes32)',
]
const COMMIT = 'commit(bytes32)'
const RENEWED = ['NameRenewed(string,bytes32,uint256,uint256)', 'NameRenewed(string,bytes32,uint256,uint256,bytes32)']

const day = (seconds: bigint) => (seconds > 0n && seconds < 253_402_300_800n ? new Date(Number(seconds) * 1000).toISOString().slice(0, 10) : null)

/** The name the calldata gives (register/renew's `name`), else the event's: untrusted text either way. */
function nameOf(evidence: Evidence, fromEvent: string | null): string | null {
  const called = evidence.call ? stringArg(evidence.call.args, 'name') : null
  return called ?? fromEvent
}

/**
 * A commitment (`commit(bytes32)`) to a controller the lists name as ENS's, which logged nothing and moved nothing: the
 * first step of a registration, whose name the commitment hides.
 */
function committed(evidence: Evidence) {
  if (evidence.known(evidence.to)?.role !== 'ens-registrar-controller') return null
  if (evidence.value !== 0n || evidence.logCount > 0 || evidence.movements.length > 0) return null
  return line('ens-commit', null, [text('Committed to registering an ENS name, which stays hidden until it is registered')])
}

/**
 * Speaks when a controller's `NameRegistered` or `NameRenewed`, of the shape of any of ENS's controllers (name from the
 * calldata, else the event). A name registered for another owner than the sender names that owner. A commitment to a
 * controller the lists name, with nothing logged or moved, is the registration's first step.
 *
 * @example Registered ENS name lyricist.eth until 2025-03-15 / Registered ENS name lyricist.eth for 0x… until 2025-03-15
 *   / Committed to registering an ENS name, which stays hidden until it is registered
 */
export const ensStory: Story = {
  kind: 'ens',
  order: 250,
  gate: { events: ['NameRegistered', 'NameRenewed'], calls: [COMMIT] },
  tell: (evidence) => {
    if (evidence.status === '0') return null
    if (callSignatureOf(evidence.call) === COMMIT) return committed(evidence)
    const registered = evidence.events.find((event) => REGISTERED.includes(event.signature))
    const renewed = evidence.events.find((event) => RENEWED.includes(event.signature))
    const event = registered ?? renewed
    if (!event) return null
    const name = nameOf(evidence, stringArg(event.args, 'name') ?? stringArg(event.args, 'label'))
    const expires = day(integerArg(event.args, 'expires') ?? 0n)
    if (!name || !expires) return null
    const owner = registered ? addressArg(registered.args, 'owner') : null
    if (registered && !owner) return null
    const forOwner = owner && owner !== evidence.from?.toLowerCase() ? [text(' for '), address(owner)] : []
    return line(registered ? 'ens-register' : 'ens-renew', null, [
      text(registered ? 'Registered ENS name ' : 'Renewed ENS name '),
      untrusted(`${name}.eth`, 64),
      ...forOwner,
      text(` until ${expires}`),
    ])
  },
}
