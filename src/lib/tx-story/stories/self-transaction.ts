import { ZERO_ADDRESS } from '../assets'
import type { Story } from '../story'
import { line, text } from './words'

/**
 * Speaks when to itself, no value, no input.
 *
 * @example Sent nothing to itself: a cancel or replacement …
 */
export const selfTransactionStory: Story = {
  kind: 'self-cancel',
  order: 60,
  tell: ({ from, to, value, input, status }) => {
    if (!from || from === ZERO_ADDRESS || from.toLowerCase() !== to?.toLowerCase() || value !== 0n || status === '0') return null
    if (input && input !== '0x') return null
    return line('self-cancel', null, [text('Sent nothing to itself: a cancel or replacement of a pending transaction')])
  },
}
