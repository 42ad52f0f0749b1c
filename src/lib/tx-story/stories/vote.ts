import { addressArg, eventsOf, integerArg } from './args'
import type { Story } from '../story'
import { address, line, text } from './words'

/**
 * A Governor's or GovernorBravo's VoteCast, or the Governor's VoteCastWithParams (OpenZeppelin's IGovernor declares
 * both): the proposal and the support.
 */
const VOTE_EVENTS = ['VoteCast(address,uint256,uint8,uint256,string)', 'VoteCastWithParams(address,uint256,uint8,uint256,string,bytes)']
const SUPPORT = ['against', 'for', 'abstaining on'] as const

/**
 * Speaks when one Governor `VoteCast` or `VoteCastWithParams` by the sender; or by another voter, for a
 * `castVote…BySig` call to the governor that logged it (the sender submitted the voter's signature).
 *
 * @example Voted for proposal 472 / Submitted 0x…’s signed vote against proposal 472
 */
export const voteStory: Story = {
  kind: 'vote',
  order: 350,
  gate: { events: ['VoteCast', 'VoteCastWithParams'] },
  tell: (evidence) => {
    const votes = VOTE_EVENTS.flatMap((signature) => eventsOf(evidence, signature))
    const [vote] = votes
    if (!vote || votes.length !== 1 || evidence.status === '0') return null
    const voter = addressArg(vote.args, 'voter')
    const proposal = integerArg(vote.args, 'proposalId')
    const support = integerArg(vote.args, 'support')
    const word = support !== null && support >= 0n && support <= 2n ? SUPPORT[Number(support)] : null
    if (!voter || proposal === null || !word) return null
    const shown = proposal.toString().length > 20 ? `${proposal.toString().slice(0, 12)}…` : proposal.toString()
    if (voter === evidence.from?.toLowerCase()) return line('vote', null, [text(`Voted ${word} proposal ${shown}`)])
    // A vote signed by the voter and submitted by another (`castVoteBySig`…), to the governor that logged it.
    const bySignature = /^castVote\w*BySig$/.test(evidence.call?.name ?? '') && vote.address === evidence.to
    return bySignature ? line('vote', null, [text('Submitted '), address(voter), text(`’s signed vote ${word} proposal ${shown}`)]) : null
  },
}
