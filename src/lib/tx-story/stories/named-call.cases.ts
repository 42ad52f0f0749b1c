import { encodeFunctionData, erc20Abi, parseAbi } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** Curve's gauge controller, as @curvefi/api ships its ABI (`gaugecontroller.json`). */
const gaugeController = parseAbi([
  'function vote_for_gauge_weights(address _gauge_addr, uint256 _user_weight)',
  'event VoteForGauge(uint256 time, address user, address gauge_addr, uint256 weight)',
])
/**
 * Curve DAO's Aragon voting, as @curvefi/api ships its ABI (`voting_proposal.json`); its event's `supports` is a word
 * Solidity reserves, which abitype's parser refuses, so the event is written as the JSON ABI has it.
 */
const aragonVoting = [
  ...parseAbi(['function vote(uint256 _voteData, bool _supports, bool _executesIfDecided)']),
  {
    type: 'event',
    name: 'CastVote',
    anonymous: false,
    inputs: [
      { name: 'voteId', type: 'uint256', indexed: true },
      { name: 'voter', type: 'address', indexed: true },
      { name: 'supports', type: 'bool', indexed: false },
      { name: 'stake', type: 'uint256', indexed: false },
    ],
  },
] as const
/** The Graph's service registry, as @graphprotocol/contracts publishes it. */
const serviceRegistry = parseAbi([
  'function register(string _url, string _geohash)',
  'function registerFor(address _indexer, string _url, string _geohash)',
  'event ServiceRegistered(address indexed indexer, string url, string geohash)',
])
/** OpenZeppelin's ERC20Votes, as @openzeppelin/contracts publishes it. */
const votes = parseAbi([
  'function delegate(address delegatee)',
  'event DelegateVotesChanged(address indexed delegate, uint256 previousVotes, uint256 newVotes)',
])

const { alice, bob, carol } = PEOPLE
/** A gauge controller, a gauge, an Aragon voting app, a service registry and a token: none named by any list. */
const CONTROLLER = '0x2f50d5c7e9b1a3c5e7f9b2d4f6a8c0e1b3d5f9eb'
const GAUGE = '0xbfcf63294ad7105dea65aa58f8ae5be2d9d0952a'
const VOTING = '0xe478de485ad2fe566d49342cbd03e49ed7db3356'
const REGISTRY = '0xaa1dc356dc4b18f30c347798fd5379f3d77abc5b'
const TOKEN = PEOPLE.unlisted
const STAKE = 41_250n * 10n ** 18n

const gaugeVote = encodeFunctionData({ abi: gaugeController, functionName: 'vote_for_gauge_weights', args: [GAUGE, 2_500n] })
const votedForGauge = emit(CONTROLLER, gaugeController, 'VoteForGauge', { time: 1_798_761_600n, user: alice, gauge_addr: GAUGE, weight: 2_500n })
const geohash = 'u4pruydqqvj'

export const namedCallCases: StoryCases = () => ({
  kind: 'named-call',
  abis: [
    { source: '@curvefi/api/lib/constants/abis/gaugecontroller.json', abi: gaugeController },
    { source: '@curvefi/api/lib/constants/abis/voting_proposal.json', abi: aragonVoting },
    { source: '@graphprotocol/contracts/artifacts/contracts/discovery/ServiceRegistry.sol/ServiceRegistry.json', abi: serviceRegistry },
    { source: '@openzeppelin/contracts/build/contracts/ERC20Votes.json', abi: votes },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'a vote for a gauge’s weight, which moves nothing',
      tx: { from: alice, to: CONTROLLER, input: gaugeVote, logs: [votedForGauge] },
      line: 'Voted on 0x2f50…f9eb (called vote_for_gauge_weights)',
    },
    {
      name: 'a vote on an Aragon voting app’s proposal',
      tx: {
        from: alice,
        to: VOTING,
        input: encodeFunctionData({ abi: aragonVoting, functionName: 'vote', args: [1_204n, true, false] }),
        logs: [emit(VOTING, aragonVoting, 'CastVote', { voteId: 1_204n, voter: alice, supports: true, stake: STAKE })],
      },
      line: 'Voted on 0xe478…3356 (called vote)',
    },
    {
      name: 'an indexer’s own registration in a service registry',
      tx: {
        from: alice,
        to: REGISTRY,
        input: encodeFunctionData({ abi: serviceRegistry, functionName: 'register', args: ['https://indexer.example', geohash] }),
        logs: [emit(REGISTRY, serviceRegistry, 'ServiceRegistered', { indexer: alice, url: 'https://indexer.example', geohash })],
      },
      line: 'Registered on 0xaa1d…bc5b (called register)',
    },
    {
      name: 'a look-alike: a registration made for another account',
      tx: {
        from: alice,
        to: REGISTRY,
        input: encodeFunctionData({ abi: serviceRegistry, functionName: 'registerFor', args: [bob, 'https://indexer.example', geohash] }),
        logs: [emit(REGISTRY, serviceRegistry, 'ServiceRegistered', { indexer: bob, url: 'https://indexer.example', geohash })],
      },
      line: 'Called registerFor on 0xaa1d…bc5b',
    },
    {
      name: 'a look-alike: a gauge vote in a transaction that also moved the sender’s tokens',
      tx: {
        from: alice,
        to: CONTROLLER,
        input: gaugeVote,
        logs: [votedForGauge, emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: CONTROLLER, to: alice, value: 12_000_000n })],
      },
      line: 'Called vote_for_gauge_weights on 0x2f50…f9eb (received 12 USDC)',
    },
    {
      name: 'a look-alike: a vote call whose voting app logged another voter’s vote',
      tx: {
        from: alice,
        to: VOTING,
        input: encodeFunctionData({ abi: aragonVoting, functionName: 'vote', args: [1_204n, true, false] }),
        logs: [emit(VOTING, aragonVoting, 'CastVote', { voteId: 1_204n, voter: bob, supports: true, stake: STAKE })],
      },
      line: 'Called vote on 0xe478…3356',
    },
    {
      name: 'a look-alike: a delegate call whose token logged only a change of votes, with no delegation event the delegation story could check',
      tx: {
        from: alice,
        to: TOKEN,
        input: encodeFunctionData({ abi: votes, functionName: 'delegate', args: [carol] }),
        logs: [emit(TOKEN, votes, 'DelegateVotesChanged', { delegate: carol, previousVotes: 0n, newVotes: STAKE })],
      },
      line: 'Called delegate on 0x7e57…c0de',
    },
  ],
})
