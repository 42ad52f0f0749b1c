import { encodeFunctionData, erc20Abi, erc721Abi, parseAbi, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
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

/** Withdrawal queues of liquid staking tokens, from the verified-sources table. */
const swExit = verifiedAbi('Swell swEXIT')
const staderWithdrawals = verifiedAbi('Stader UserWithdrawalManager')
const renzoQueue = verifiedAbi('Renzo WithdrawQueue')
const etherFiPool = verifiedAbi('ether.fi LiquidityPool')
const etherFiRequests = verifiedAbi('ether.fi WithdrawRequestNFT')
/** The queues' contracts and the tokens they take, as each project publishes them. */
const SW_ETH = '0xf951e335afb289353dc249e82926178eac7ded78'
const SW_EXIT = '0x48c11b86807627af70a34662d4865cf854251663'
const ETHX = '0xa35b1b31ce002fbf2058d22f30f95d405200a15b'
const STADER_WITHDRAWALS = '0x9f0491b32dbce587c50c4c43ab303b06478193a7'
const EZ_ETH = '0xbf5495efe5db9ce00f80364c8b423567e58d2110'
const RENZO_QUEUE = '0x5efc9d10e42fb517456f4ac41eb5e2ebe42c8918'
const E_ETH = '0x35fa164735182de50811e8e2e824cfb9b6118ac2'
const ETHER_FI_POOL = '0x308861a430be4cce5502d0a12724771fc6daf216'
const ETHER_FI_REQUESTS = '0x7d5706f6ef3f89b3951e23e557cdfbc3239d4e2c'
const SWETH_OUT = 5_740_000_000_000_000_000n
const REQUEST_ID = 8_812n

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

/** Swell's request: swETH into swEXIT, and swEXIT's NFT for the request minted to `owner`. */
const swellRequest = ({ owner = alice, paidTo = SW_EXIT }: { owner?: string; paidTo?: string } = {}) => ({
  from: alice,
  to: SW_EXIT,
  input: encodeFunctionData({ abi: swExit, functionName: 'createWithdrawRequest', args: [SWETH_OUT] }),
  logs: [
    emit(SW_ETH, erc20Abi, 'Transfer', { from: alice, to: paidTo, value: SWETH_OUT }),
    emit(SW_EXIT, erc721Abi, 'Transfer', { from: zeroAddress, to: owner, tokenId: REQUEST_ID }),
    emit(SW_EXIT, swExit, 'WithdrawRequestCreated', {
      tokenId: REQUEST_ID,
      amount: SWETH_OUT,
      timestamp: 1_732_960_811n,
      lastTokenIdProcessed: 8_790n,
      rateWhenCreated: 1_061_000_000_000_000_000n,
      owner,
    }),
  ],
})

export const namedCallCases: StoryCases = () => ({
  kind: 'named-call',
  abis: [
    { source: '@curvefi/api/lib/constants/abis/gaugecontroller.json', abi: gaugeController },
    { source: '@curvefi/api/lib/constants/abis/voting_proposal.json', abi: aragonVoting },
    { source: '@graphprotocol/contracts/artifacts/contracts/discovery/ServiceRegistry.sol/ServiceRegistry.json', abi: serviceRegistry },
    { source: '@openzeppelin/contracts/build/contracts/ERC20Votes.json', abi: votes },
    { source: 'viem erc20Abi', abi: erc20Abi },
    { source: 'viem erc721Abi', abi: erc721Abi },
    { source: 'verified: Swell swEXIT', abi: swExit },
    { source: 'verified: Stader UserWithdrawalManager', abi: staderWithdrawals },
    { source: 'verified: Renzo WithdrawQueue', abi: renzoQueue },
    { source: 'verified: ether.fi LiquidityPool', abi: etherFiPool },
    { source: 'verified: ether.fi WithdrawRequestNFT', abi: etherFiRequests },
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
      name: 'a withdrawal request to a liquid staking token’s queue, its receipt an NFT minted to the sender',
      tx: swellRequest(),
      line: 'Requested a withdrawal of 5,740,000,000,000,000,000 raw units of 0xf951…ed78 from 0x48c1…1663 (request #8812)',
    },
    {
      name: 'a withdrawal request that mints no receipt, the queue logging it for the sender',
      tx: {
        from: alice,
        to: STADER_WITHDRAWALS,
        input: encodeFunctionData({ abi: staderWithdrawals, functionName: 'requestWithdraw', args: [SWETH_OUT, alice] }),
        logs: [
          emit(ETHX, erc20Abi, 'Transfer', { from: alice, to: STADER_WITHDRAWALS, value: SWETH_OUT }),
          emit(STADER_WITHDRAWALS, staderWithdrawals, 'WithdrawRequestReceived', {
            _msgSender: alice,
            _recipient: alice,
            _requestId: 41_077n,
            _sharesAmount: SWETH_OUT,
            _etherAmount: 5_912_000_000_000_000_000n,
          }),
        ],
      },
      line: 'Requested a withdrawal of 5,740,000,000,000,000,000 raw units of 0xa35b…a15b from 0x9f04…93a7',
    },
    {
      name: 'a call named withdraw that only queues the request, as the queue’s event says',
      tx: {
        from: alice,
        to: RENZO_QUEUE,
        input: encodeFunctionData({ abi: renzoQueue, functionName: 'withdraw', args: [SWETH_OUT, zeroAddress] }),
        logs: [
          emit(EZ_ETH, erc20Abi, 'Transfer', { from: alice, to: RENZO_QUEUE, value: SWETH_OUT }),
          emit(RENZO_QUEUE, renzoQueue, 'WithdrawRequestCreated', {
            withdrawRequestID: 3_310n,
            user: alice,
            claimToken: zeroAddress,
            amountToRedeem: 5_901_000_000_000_000_000n,
            ezETHAmountLocked: SWETH_OUT,
            withdrawRequestIndex: 12n,
            queued: false,
            queueFilled: 0n,
          }),
        ],
      },
      line: 'Requested a withdrawal of 5,740,000,000,000,000,000 raw units of 0xbf54…2110 from 0x5efc…8918',
    },
    {
      name: 'a withdrawal request whose token goes to the contract that mints its receipt, not the one called',
      tx: {
        from: alice,
        to: ETHER_FI_POOL,
        input: encodeFunctionData({ abi: etherFiPool, functionName: 'requestWithdraw', args: [alice, SWETH_OUT] }),
        logs: [
          emit(E_ETH, erc20Abi, 'Transfer', { from: alice, to: ETHER_FI_REQUESTS, value: SWETH_OUT }),
          emit(ETHER_FI_REQUESTS, erc721Abi, 'Transfer', { from: zeroAddress, to: alice, tokenId: 52_614n }),
          emit(ETHER_FI_REQUESTS, etherFiRequests, 'WithdrawRequestCreated', {
            requestId: 52_614,
            amountOfEEth: SWETH_OUT,
            shareOfEEth: 5_402_000_000_000_000_000n,
            owner: alice,
            fee: 0n,
          }),
          emit(ETHER_FI_POOL, etherFiPool, 'Withdraw', { sender: alice, recipient: alice, amount: SWETH_OUT, source: 1 }),
        ],
      },
      line: 'Requested a withdrawal of 5,740,000,000,000,000,000 raw units of 0x35fa…8ac2 from 0x3088…f216 (request #52614)',
    },
    {
      name: 'a look-alike: a withdrawal request whose receipt goes to another account',
      tx: swellRequest({ owner: bob }),
      line: 'Sent 5,740,000,000,000,000,000 raw units of 0xf951…ed78 to 0x48c1…1663',
    },
    {
      name: 'a look-alike: a withdrawal request whose token went to an address that logged nothing of it',
      tx: swellRequest({ paidTo: PEOPLE.unlisted }),
      line: 'Called createWithdrawRequest on 0x48c1…1663 (sent 5,740,000,000,000,000,000 raw units of 0xf951…ed78, received NFT 0x48c1…1663 #8812)',
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
