import type { Story } from '../story'
import { line, text } from './words'

/**
 * A failed transaction that ran out of gas: it used every unit it was given, or the trace says a call ran out. A
 * revert that left gas unused is not this story.
 */
export const outOfGasStory: Story = {
  kind: 'out-of-gas',
  order: 20,
  tell: ({ status, gasUsed, gasLimit, internal }) => {
    if (status !== '0') return null
    const usedAll = gasUsed !== null && gasLimit !== null && gasUsed === gasLimit
    const traced = internal.some((call) => call.error !== null && /out of gas/i.test(call.error))
    return usedAll || traced ? line('out-of-gas', null, [text('Failed: ran out of gas')], 'failed') : null
  },
}
