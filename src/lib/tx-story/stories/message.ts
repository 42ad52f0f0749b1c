import type { Story } from '../story'
import { messageText } from '../message-text'
import { line, text, untrusted } from './words'

/** How much of a message the line shows; the whole input stays in the input section. */
const SHOWN = 160

/**
 * An on-chain message: the transaction's input is text, shown as untrusted text and cut short. A contract that
 * answered the input with its own events or tokens took it as a call, whatever its bytes read as.
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
