import { shortenHex } from '@/lib/format'
import { addressArg, bytesArg, eventsOf } from './args'
import type { Story } from '../story'
import { address, line, text } from './words'

/** EAS's Attested event, as its published contracts declare it. */
const ATTESTED = 'Attested(address,address,bytes32,bytes32)'

/**
 * Speaks when EAS `Attested` by the sender.
 *
 * @example Attested to 0x… with schema 0x…
 */
export const attestationStory: Story = {
  kind: 'attestation',
  order: 360,
  gate: { events: ['Attested'] },
  tell: (evidence) => {
    const attested = eventsOf(evidence, ATTESTED)
    const [attestation] = attested
    if (!attestation || evidence.status === '0') return null
    const recipient = addressArg(attestation.args, 'recipient')
    const schema = bytesArg(attestation.args, 'schemaUID') ?? bytesArg(attestation.args, 'schema')
    if (addressArg(attestation.args, 'attester') !== evidence.from?.toLowerCase() || !recipient || !schema) return null
    const count = attested.length > 1 ? ` (${attested.length} attestations)` : ''
    return line('attestation', null, [text('Attested to '), address(recipient), text(` with schema ${shortenHex(schema, 10, 6)}${count}`)])
  },
}
