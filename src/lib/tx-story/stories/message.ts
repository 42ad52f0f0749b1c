import type { Story } from '../story'
import { messageText } from '../message-text'
import { line, text, untrusted } from './words'

/** How much of a message the line shows; the whole input stays in the input section. */
const SHOWN = 160

/**
 * Speaks when the input is readable UTF-8 text (more than a selector's four bytes), no call decodes, and the called
 * contract answers with no event or token of its own.
 *
 * @example Message: … (untrusted, cut at 160)
 */
export const messageStory: Story = {
  kind: 'message',
  order: 10,
  tell: (evidence) => {
    const to = evidence.to?.toLowerCase()
    const answered = evidence.events.some((event) => event.address === to) || evidence.movements.some((movement) => movement.from === to)
    if (evidence.call || answered) return null
    const message = messageText(evidence.input)
    return message ? line('message', null, [text('Message: '), untrusted(message, SHOWN)]) : null
  },
}
