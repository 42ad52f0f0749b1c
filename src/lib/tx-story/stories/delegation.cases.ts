import { encodeFunctionData, erc20Abi, parseAbi, zeroAddress } from 'viem'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** OpenZeppelin's ERC20Votes, as @openzeppelin/contracts publishes it. */
const votes = parseAbi([
  'function delegate(address delegatee)',
  'function delegateBySig(address delegatee, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s)',
  'event DelegateChanged(address indexed delegator, address indexed fromDelegate, address indexed toDelegate)',
  'event DelegateVotesChanged(address indexed delegate, uint256 previousVotes, uint256 newVotes)',
])

const { alice, bob, carol, relayer } = PEOPLE
/** A governance token no list names: the line names it by its address. */
const TOKEN = PEOPLE.unlisted
const BALANCE = 1_500n * 10n ** 18n
const delegate = (to: `0x${string}`) => encodeFunctionData({ abi: votes, functionName: 'delegate', args: [to] })
const changed = (delegator: string, fromDelegate: string, toDelegate: string, token: string = TOKEN) =>
  emit(token, votes, 'DelegateChanged', { delegator, fromDelegate, toDelegate })
const moved = (delegate: string, previousVotes: bigint, newVotes: bigint, token: string = TOKEN) =>
  emit(token, votes, 'DelegateVotesChanged', { delegate, previousVotes, newVotes })

export const delegationCases: StoryCases = () => ({
  kind: 'delegation',
  abis: [
    { source: '@openzeppelin/contracts/build/contracts/ERC20Votes.json', abi: votes },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'a delegation of a governance token’s votes to another account',
      tx: {
        from: alice,
        to: TOKEN,
        input: delegate(bob),
        logs: [changed(alice, zeroAddress, bob), moved(bob, 0n, BALANCE)],
      },
      line: 'Delegated 0x7e57…c0de votes to 0x2a4c…8a10',
      e2e: true,
    },
    {
      name: 'a delegation of DAI-named votes moved from one delegate to another',
      tx: {
        from: alice,
        to: TOKENS.dai,
        input: delegate(carol),
        logs: [changed(alice, bob, carol, TOKENS.dai), moved(bob, BALANCE, 0n, TOKENS.dai), moved(carol, 0n, BALANCE, TOKENS.dai)],
      },
      line: 'Delegated DAI votes to 0x4d3c…6d5c',
    },
    {
      name: 'a self-delegation that turns a holder’s votes on',
      tx: { from: alice, to: TOKEN, input: delegate(alice), logs: [changed(alice, zeroAddress, alice), moved(alice, 0n, BALANCE)] },
      line: 'Delegated its 0x7e57…c0de votes to itself',
    },
    {
      name: 'a delegation signed by the holder and sent by a relayer',
      tx: { from: relayer, to: TOKEN, input: '0xc3cda520', logs: [changed(alice, zeroAddress, bob), moved(bob, 0n, BALANCE)] },
      line: 'Called 0xc3cda520 on 0x7e57…c0de',
    },
    {
      name: 'a delegateBySig the holder signed, submitted by a relayer',
      tx: {
        from: relayer,
        to: TOKEN,
        input: encodeFunctionData({
          abi: votes,
          functionName: 'delegateBySig',
          args: [bob, 3n, 1_798_761_600n, 27, storyHash('delegation r'), storyHash('delegation s')],
        }),
        logs: [changed(alice, zeroAddress, bob), moved(bob, 0n, BALANCE)],
      },
      line: 'Submitted 0x7f3a…1d9b’s signed delegation of its 0x7e57…c0de votes to 0x2a4c…8a10',
    },
    {
      name: 'a look-alike: a delegateBySig whose DelegateChanged names another delegate than the signature',
      tx: {
        from: relayer,
        to: TOKEN,
        input: encodeFunctionData({
          abi: votes,
          functionName: 'delegateBySig',
          args: [carol, 3n, 1_798_761_600n, 27, storyHash('delegation r'), storyHash('delegation s')],
        }),
        logs: [changed(alice, zeroAddress, bob), moved(bob, 0n, BALANCE)],
      },
      line: 'Called delegateBySig on 0x7e57…c0de',
    },
    {
      name: 'a token transfer that moves votes between delegates, with no delegation',
      tx: {
        from: alice,
        to: TOKEN,
        input: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [carol, BALANCE] }),
        logs: [emit(TOKEN, erc20Abi, 'Transfer', { from: alice, to: carol, value: BALANCE }), moved(alice, BALANCE, 0n), moved(carol, 0n, BALANCE)],
      },
      line: 'Sent 1,500,000,000,000,000,000,000 raw units of 0x7e57…c0de to 0x4d3c…6d5c',
    },
  ],
})
