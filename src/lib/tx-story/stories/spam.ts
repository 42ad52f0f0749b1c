import type { Story } from '../story'
import { line, text } from './words'

/**
 * Address-poisoning spam: token transfers the sender takes no part in, that move either nothing (a zero-value
 * transferFrom of someone else's tokens) or tokens no published list names, between others' addresses, and nothing
 * else: a contract that logs anything of its own beside them (a bridge delivering, a relayer settling) is doing its
 * work. Their amounts are not value, so the line counts them and shows none.
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
