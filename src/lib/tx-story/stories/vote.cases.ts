import { encodeFunctionData, parseAbi } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE } from './case-people'

/** OpenZeppelin's IGovernor, as @openzeppelin/contracts publishes it. */
const governor = parseAbi([
  'function castVote(uint256 proposalId, uint8 support) returns (uint256 balance)',
  'function castVoteWithReasonAndParams(uint256 proposalId, uint8 support, string reason, bytes params) returns (uint256 balance)',
  'function castVoteBySig(uint256 proposalId, uint8 support, address voter, bytes signature) returns (uint256 balance)',
  'event VoteCast(address indexed voter, uint256 proposalId, uint8 support, uint256 weight, string reason)',
  'event VoteCastWithParams(address indexed voter, uint256 proposalId, uint8 support, uint256 weight, string reason, bytes params)',
])
const { alice, bob, relayer } = PEOPLE
const DAO = PEOPLE.unlisted
const vote = (voter: string, support: number) => ({
  from: voter,
  to: DAO,
  input: encodeFunctionData({ abi: governor, functionName: 'castVote', args: [472n, support] }),
  logs: [emit(DAO, governor, 'VoteCast', { voter, proposalId: 472n, support, weight: 12n, reason: '' })],
})

export const voteCases: StoryCases = () => ({
  kind: 'vote',
  abis: [{ source: '@openzeppelin/contracts/build/contracts/IGovernor.json', abi: governor }],
  cases: [
    { name: 'a vote for a proposal', tx: vote(alice, 1), line: 'Voted for proposal 472' },
    { name: 'a vote against a proposal', tx: vote(bob, 0), line: 'Voted against proposal 472' },
    { name: 'an abstention', tx: vote(alice, 2), line: 'Voted abstaining on proposal 472' },
    {
      name: 'a vote with a reason and parameters (VoteCastWithParams)',
      tx: {
        from: alice,
        to: DAO,
        input: encodeFunctionData({ abi: governor, functionName: 'castVoteWithReasonAndParams', args: [472n, 1, 'for the grants', '0x01'] }),
        logs: [
          emit(DAO, governor, 'VoteCastWithParams', { voter: alice, proposalId: 472n, support: 1, weight: 12n, reason: 'for the grants', params: '0x01' }),
        ],
      },
      line: 'Voted for proposal 472',
    },
    {
      name: 'a vote signed by the voter and submitted by a relayer',
      tx: {
        from: relayer,
        to: DAO,
        input: encodeFunctionData({ abi: governor, functionName: 'castVoteBySig', args: [472n, 0, alice, '0x1234'] }),
        logs: [emit(DAO, governor, 'VoteCast', { voter: alice, proposalId: 472n, support: 0, weight: 12n, reason: '' })],
      },
      line: 'Submitted 0x7f3a…1d9b’s signed vote against proposal 472',
    },
    {
      name: 'a look-alike: another voter’s vote logged without a signed call',
      tx: { ...vote(bob, 1), from: alice },
      line: 'Called castVote on 0x7e57…c0de',
    },
  ],
})
