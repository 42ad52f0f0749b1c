import type { Story } from '../story'
import { messageText } from '../message-text'
import { line, text, untrusted } from './words'

/** How much of a message the line shows; the whole input stays in the input section. */
const SHOWN = 160

/** An on-chain message: the transaction's input is text, shown as untrusted text and cut short. */
export const messageStory: Story = {
  kind: 'message',
  tell: (evidence) => {
    if (evidence.call) return null
    const message = messageText(evidence.input)
    return message ? line('message', null, [text('Message: '), untrusted(message, SHOWN)]) : null
  },
}
