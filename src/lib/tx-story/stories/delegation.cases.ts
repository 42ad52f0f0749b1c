import { encodeFunctionData, erc20Abi, parseAbi, stringToHex, zeroAddress, type Hex } from 'viem'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** OpenZeppelin's ERC20Votes, as @openzeppelin/contracts publishes it. */
const votes = parseAbi([
  'function delegate(address delegatee)',
  'function delegateBySig(address delegatee, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s)',
  'event DelegateChanged(address indexed delegator, address indexed fromDelegate, address indexed toDelegate)',
  'event DelegateVotesChanged(address indexed delegate, uint256 previousVotes, uint256 newVotes)',
])

/** Aave's governance tokens (AAVE, stkAAVE, aAAVE), as @bgd-labs/aave-address-book publishes their interface (IAaveToken). */
const aaveToken = parseAbi([
  'function delegate(address delegatee)',
  'function delegateByType(address delegatee, uint8 delegationType)',
  'function metaDelegate(address delegator, address delegatee, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'event DelegateChanged(address indexed delegator, address indexed delegatee, uint8 delegationType)',
])

/** The delegate registry Snapshot reads, from the verified-sources table. */
const registry = verifiedAbi('Delegate registry')
const REGISTRY = '0x469788fe6e9e9681c6ebf3bf78e7fd26fc015446'
const space = (name: string) => stringToHex(name, { size: 32 })
/** The sender's call of the registry and the record it logs. */
const registryTx = (id: Hex, delegateTo: `0x${string}`, clear = false) => ({
  from: alice,
  to: REGISTRY,
  input: clear
    ? encodeFunctionData({ abi: registry, functionName: 'clearDelegate', args: [id] })
    : encodeFunctionData({ abi: registry, functionName: 'setDelegate', args: [id, delegateTo] }),
  logs: [emit(REGISTRY, registry, clear ? 'ClearDelegate' : 'SetDelegate', { delegator: alice, id, delegate: delegateTo })],
})

const { alice, bob, carol, relayer } = PEOPLE
/** A governance token no list names: the line names it by its address. */
const TOKEN = PEOPLE.unlisted
const BALANCE = 1_500n * 10n ** 18n
const delegate = (to: `0x${string}`) => encodeFunctionData({ abi: votes, functionName: 'delegate', args: [to] })
const changed = (delegator: string, fromDelegate: string, toDelegate: string, token: string = TOKEN) =>
  emit(token, votes, 'DelegateChanged', { delegator, fromDelegate, toDelegate })
const moved = (delegate: string, previousVotes: bigint, newVotes: bigint, token: string = TOKEN) =>
  emit(token, votes, 'DelegateVotesChanged', { delegate, previousVotes, newVotes })

/** A token with Aave's delegation of two kinds of power, which no list names. */
const POWER_TOKEN = '0x7fc6a3e5c7b9d1f2a4c6e8b0d2f4a6c8e0b1dae9'
const powerChanged = (delegator: string, delegatee: string, delegationType: number, token: string = POWER_TOKEN) =>
  emit(token, aaveToken, 'DelegateChanged', { delegator, delegatee, delegationType })
const delegatePower = (to: `0x${string}`) => encodeFunctionData({ abi: aaveToken, functionName: 'delegate', args: [to] })

export const delegationCases: StoryCases = () => ({
  kind: 'delegation',
  abis: [
    { source: '@openzeppelin/contracts/build/contracts/ERC20Votes.json', abi: votes },
    { source: '@bgd-labs/aave-address-book/dist/abis/IAaveToken.js#IAaveToken_ABI', abi: aaveToken },
    { source: 'viem erc20Abi', abi: erc20Abi },
    { source: 'verified: Delegate registry', abi: registry },
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
    {
      name: 'both kinds of an Aave-style token’s governance power delegated to another account',
      tx: { from: alice, to: POWER_TOKEN, input: delegatePower(bob), logs: [powerChanged(alice, bob, 0), powerChanged(alice, bob, 1)] },
      line: 'Delegated 0x7fc6…dae9 governance power to 0x2a4c…8a10',
    },
    {
      name: 'one kind of an Aave-style token’s governance power delegated by type',
      tx: {
        from: alice,
        to: POWER_TOKEN,
        input: encodeFunctionData({ abi: aaveToken, functionName: 'delegateByType', args: [carol, 1] }),
        logs: [powerChanged(alice, carol, 1)],
      },
      line: 'Delegated 0x7fc6…dae9 governance power to 0x4d3c…6d5c',
    },
    {
      name: 'an Aave-style delegation to oneself, which the token logs as a delegation to no one',
      tx: { from: alice, to: POWER_TOKEN, input: delegatePower(alice), logs: [powerChanged(alice, zeroAddress, 0), powerChanged(alice, zeroAddress, 1)] },
      line: 'Took back the delegation of its 0x7fc6…dae9 governance power',
    },
    {
      name: 'a look-alike: an Aave-style delegation the holder signed, submitted by a relayer',
      tx: {
        from: relayer,
        to: POWER_TOKEN,
        input: encodeFunctionData({
          abi: aaveToken,
          functionName: 'metaDelegate',
          args: [alice, bob, 1_798_761_600n, 27, storyHash('power r'), storyHash('power s')],
        }),
        logs: [powerChanged(alice, bob, 0), powerChanged(alice, bob, 1)],
      },
      line: 'Called metaDelegate on 0x7fc6…dae9',
    },
    {
      name: 'votes in one Snapshot space delegated in the delegate registry',
      tx: registryTx(space('aave.eth'), bob),
      line: 'Delegated its votes in space aave.eth on 0x4697…5446 to 0x2a4c…8a10',
    },
    {
      name: 'votes in every space delegated in the delegate registry (its zero id)',
      tx: registryTx(`0x${'0'.repeat(64)}`, bob),
      line: 'Delegated its votes in every space on 0x4697…5446 to 0x2a4c…8a10',
    },
    {
      name: 'a delegation in one space taken back in the delegate registry',
      tx: registryTx(space('ens.eth'), carol, true),
      line: 'Took back its delegation in space ens.eth on 0x4697…5446 from 0x4d3c…6d5c',
    },
    {
      name: 'a delegation in a space whose name is markup, which the line shows as text',
      tx: registryTx(space('<img/src=x>.eth'), bob),
      line: 'Delegated its votes in space <img/src=x>.eth on 0x4697…5446 to 0x2a4c…8a10',
    },
    {
      name: 'a look-alike: a registry id that is no space’s name, whose bytes are not text',
      tx: registryTx(storyHash('not a space'), bob),
      line: 'Called setDelegate on 0x4697…5446',
    },
    {
      name: 'a look-alike: power delegations of two delegatees at once',
      tx: { from: alice, to: POWER_TOKEN, input: delegatePower(bob), logs: [powerChanged(alice, bob, 0), powerChanged(alice, carol, 1)] },
      line: 'Called delegate on 0x7fc6…dae9',
    },
  ],
})
