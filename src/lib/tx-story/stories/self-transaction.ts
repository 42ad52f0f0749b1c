import { ZERO_ADDRESS } from '../assets'
import type { Story } from '../story'
import { line, text } from './words'

/** The gas of a plain transfer with nothing attached: what a cancel or a replacement uses. */
const PLAIN_TRANSFER_GAS = 21_000n

/**
 * Speaks when to itself, no value, no input. Only a plain transfer's 21,000 gas makes it a cancel or a replacement:
 * more is something attached (an EIP-7702 authorization, an access list) or a chain that counts gas its own way.
 *
 * @example Sent nothing to itself: a cancel or replacement … / Sent nothing to itself, using 46,000 gas (a plain
 *   transfer uses 21,000)
 */
export const selfTransactionStory: Story = {
  kind: 'self-cancel',
  order: 60,
  tell: ({ from, to, value, input, status, gasUsed }) => {
    if (!from || from === ZERO_ADDRESS || from.toLowerCase() !== to?.toLowerCase() || value !== 0n || status === '0') return null
    if (input && input !== '0x') return null
    if (gasUsed === PLAIN_TRANSFER_GAS) return line('self-cancel', null, [text('Sent nothing to itself: a cancel or replacement of a pending transaction')])
    if (gasUsed === null) return line('self-cancel', null, [text('Sent nothing to itself')])
    return line('self-cancel', null, [text(`Sent nothing to itself, using ${gasUsed.toLocaleString('en-US')} gas (a plain transfer uses 21,000)`)])
  },
}
