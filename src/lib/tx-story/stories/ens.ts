import { addressArg, integerArg, stringArg, type Evidence } from './args'
import type { Story } from '../story'
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
const RENEWED = ['NameRenewed(string,bytes32,uint256,uint256)', 'NameRenewed(string,bytes32,uint256,uint256,bytes32)']

const day = (seconds: bigint) => (seconds > 0n && seconds < 253_402_300_800n ? new Date(Number(seconds) * 1000).toISOString().slice(0, 10) : null)

/** The name the calldata gives (register/renew's `name`), else the event's: untrusted text either way. */
function nameOf(evidence: Evidence, fromEvent: string | null): string | null {
  const called = evidence.call ? stringArg(evidence.call.args, 'name') : null
  return called ?? fromEvent
}

/**
 * Speaks when a controller's `NameRegistered` or `NameRenewed`, of the shape of any of ENS's controllers (name from the
 * calldata, else the event). A name registered for another owner than the sender names that owner.
 *
 * @example Registered ENS name lyricist.eth until 2025-03-15 / Registered ENS name lyricist.eth for 0x… until 2025-03-15
 */
export const ensStory: Story = {
  kind: 'ens',
  order: 250,
  gate: { events: ['NameRegistered', 'NameRenewed'] },
  tell: (evidence) => {
    if (evidence.status === '0') return null
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
