import { addressArg, eventsOf, integerArg } from './args'
import type { Story } from '../story'
import { line, text } from './words'

/** A Governor's or GovernorBravo's VoteCast (OpenZeppelin's IGovernor declares it): the proposal and the support. */
const VOTE_CAST = 'VoteCast(address,uint256,uint8,uint256,string)'
const SUPPORT = ['against', 'for', 'abstaining on'] as const

/**
 * Speaks when one Governor `VoteCast` by the sender.
 *
 * @example Voted for proposal 472
 */
export const voteStory: Story = {
  kind: 'vote',
  order: 350,
  gate: { events: ['VoteCast'] },
  tell: (evidence) => {
    const votes = eventsOf(evidence, VOTE_CAST)
    const [vote] = votes
    if (!vote || votes.length !== 1 || evidence.status === '0') return null
    const voter = addressArg(vote.args, 'voter')
    const proposal = integerArg(vote.args, 'proposalId')
    const support = integerArg(vote.args, 'support')
    const word = support !== null && support >= 0n && support <= 2n ? SUPPORT[Number(support)] : null
    if (voter !== evidence.from?.toLowerCase() || proposal === null || !word) return null
    const shown = proposal.toString().length > 20 ? `${proposal.toString().slice(0, 12)}…` : proposal.toString()
    return line('vote', null, [text(`Voted ${word} proposal ${shown}`)])
  },
}
