import type { Story } from '../story'
import { line, text } from './words'

/**
 * Speaks when only token transfers, and no other log, that the sender and the called contract take no part in:
 * zero-value, or of tokens no list names.
 *
 * @example Address-poisoning spam: 3 fake-token transfers … (amounts not shown)
 */
export const spamStory: Story = {
  kind: 'spam',
  order: 380,
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    const to = evidence.to?.toLowerCase()
    if (!from || evidence.status === '0' || evidence.value !== 0n) return null
    const tokenMoves = evidence.movements.filter((movement) => movement.source === 'transfer' && movement.asset.kind === 'erc20')
    if (tokenMoves.length === 0 || tokenMoves.length !== evidence.movements.length || tokenMoves.length !== evidence.logCount) return null
    const involvesCaller = tokenMoves.some((movement) => [movement.from, movement.to].some((party) => party === from || party === to))
    if (involvesCaller) return null
    const zeroValue = tokenMoves.every((movement) => movement.amount === 0n)
    const unlisted = tokenMoves.every((movement) => movement.asset.kind === 'erc20' && evidence.known(movement.asset.token) === null)
    if (!zeroValue && !(unlisted && tokenMoves.length >= 2)) return null
    const count = tokenMoves.length
    const what = zeroValue ? 'zero-value' : 'fake-token'
    return line('spam', null, [text(`Address-poisoning spam: ${count} ${what} transfer${count === 1 ? '' : 's'} between addresses not its own`)], 'spam')
  },
}
