import type { Story } from '../story'
import { line, text } from './words'

/**
 * Speaks when failed, and all gas used or the trace says out of gas.
 *
 * @example Failed: ran out of gas
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
