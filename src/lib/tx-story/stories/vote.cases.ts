import { encodeFunctionData, parseAbi } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCaseTable } from './case-fixture'
import { PEOPLE } from './case-people'

/** OpenZeppelin's IGovernor, as @openzeppelin/contracts publishes it. */
const governor = parseAbi([
  'function castVote(uint256 proposalId, uint8 support) returns (uint256 balance)',
  'event VoteCast(address indexed voter, uint256 proposalId, uint8 support, uint256 weight, string reason)',
])
const { alice, bob } = PEOPLE
const DAO = PEOPLE.unlisted
const vote = (voter: string, support: number) => ({
  from: voter,
  to: DAO,
  input: encodeFunctionData({ abi: governor, functionName: 'castVote', args: [472n, support] }),
  logs: [emit(DAO, governor, 'VoteCast', { voter, proposalId: 472n, support, weight: 12n, reason: '' })],
})

export const voteCases: StoryCaseTable = {
  kind: 'vote',
  abis: [{ source: '@openzeppelin/contracts/build/contracts/IGovernor.json', abi: governor }],
  cases: [
    { name: 'a vote for a proposal', tx: vote(alice, 1), line: 'Voted for proposal 472' },
    { name: 'a vote against a proposal', tx: vote(bob, 0), line: 'Voted against proposal 472' },
    { name: 'an abstention', tx: vote(alice, 2), line: 'Voted abstaining on proposal 472' },
  ],
}
