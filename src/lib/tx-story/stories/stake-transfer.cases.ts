import { encodeFunctionData, encodePacked, erc20Abi, parseAbi, parseEther, parseUnits } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** The Graph's L1 staking transfer tools, as @graphprotocol/contracts declares them (IL1StakingBase). */
const l1Staking = parseAbi([
  'function transferDelegationToL2(address _indexer, address _l2Beneficiary, uint256 _maxGas, uint256 _gasPriceBid, uint256 _maxSubmissionCost) payable',
  'function transferStakeToL2(address _l2Beneficiary, uint256 _amount, uint256 _maxGas, uint256 _gasPriceBid, uint256 _maxSubmissionCost) payable',
  'event DelegationTransferredToL2(address indexed delegator, address indexed l2Delegator, address indexed indexer, address l2Indexer, uint256 transferredDelegationTokens)',
  'event IndexerStakeTransferredToL2(address indexed indexer, address indexed l2Indexer, uint256 transferredStakeTokens)',
])
const inbox = parseAbi(['event InboxMessageDelivered(uint256 indexed messageNum, bytes data)'])
const { alice, bob, carol, dave, unlisted } = PEOPLE
/** A staking contract no list names, the token it stakes, and the gateway's escrow its tokens go to. */
const STAKING = unlisted
const STAKED = TOKENS.dai
const ESCROW = '0x36aff7001294dae4c2ed4fdefc478a00de77f090'
const DELEGATED = parseUnits('39243.651715794449516669', 18)
const TICKET = parseEther('0.000255709530674816')

const delegationMoved = (delegator: string, l2Delegator: string, amount: bigint) =>
  emit(STAKING, l1Staking, 'DelegationTransferredToL2', { delegator, l2Delegator, indexer: carol, l2Indexer: dave, transferredDelegationTokens: amount })
const inboxMessage = (at: string) => emit(at, inbox, 'InboxMessageDelivered', { messageNum: 1_350_746n, data: encodePacked(['address'], [STAKING]) })
const escrowed = (amount: bigint) => emit(STAKED, erc20Abi, 'Transfer', { from: STAKING, to: ESCROW, value: amount })
const moveDelegation = encodeFunctionData({ abi: l1Staking, functionName: 'transferDelegationToL2', args: [carol, bob, 300_000n, 1_000_000_000n, 0n] })

export const stakeTransferCases: StoryCases = (listed) => {
  const arbitrumInbox = listed({ role: 'bridge', protocol: 'Arbitrum One bridge' })
  const ticketCalls = [{ from: STAKING, to: arbitrumInbox, value: TICKET }]
  return {
    kind: 'stake-transfer',
    abis: [
      { source: '@graphprotocol/contracts/artifacts/contracts/staking/IL1StakingBase.sol/IL1StakingBase.json', abi: l1Staking },
      { source: '@arbitrum/nitro-contracts/build/contracts/src/bridge/Inbox.sol/Inbox.json', abi: inbox },
      { source: 'viem erc20Abi', abi: erc20Abi },
    ],
    cases: [
      {
        name: 'a delegation moved to an indexer on Arbitrum One through its inbox, for the delegator’s L2 account',
        tx: {
          from: alice,
          to: STAKING,
          value: TICKET,
          input: moveDelegation,
          logs: [escrowed(DELEGATED), inboxMessage(arbitrumInbox), delegationMoved(alice, bob, DELEGATED)],
          internal: ticketCalls,
        },
        line: 'Moved its delegation of 39,243.651715794449516669 DAI from indexer 0x4d3c…6d5c to indexer 0x1e2f…9e0f on Arbitrum One, for 0x2a4c…8a10 (fee 0.000255709530674816 ETH)',
        e2e: true,
      },
      {
        name: 'a delegation moved to the same account on the L2',
        tx: {
          from: alice,
          to: STAKING,
          value: TICKET,
          input: moveDelegation,
          logs: [escrowed(DELEGATED), inboxMessage(arbitrumInbox), delegationMoved(alice, alice, DELEGATED)],
          internal: ticketCalls,
        },
        line: 'Moved its delegation of 39,243.651715794449516669 DAI from indexer 0x4d3c…6d5c to indexer 0x1e2f…9e0f on Arbitrum One (fee 0.000255709530674816 ETH)',
      },
      {
        name: 'an indexer’s stake moved to its L2 address',
        tx: {
          from: carol,
          to: STAKING,
          value: TICKET,
          input: encodeFunctionData({ abi: l1Staking, functionName: 'transferStakeToL2', args: [dave, DELEGATED, 300_000n, 1_000_000_000n, 0n] }),
          logs: [
            escrowed(DELEGATED),
            inboxMessage(arbitrumInbox),
            emit(STAKING, l1Staking, 'IndexerStakeTransferredToL2', { indexer: carol, l2Indexer: dave, transferredStakeTokens: DELEGATED }),
          ],
          internal: ticketCalls,
        },
        line: 'Moved 39,243.651715794449516669 DAI of its indexer stake to 0x1e2f…9e0f on Arbitrum One (fee 0.000255709530674816 ETH)',
      },
      {
        name: 'a look-alike: another delegator’s transfer, sent by someone else',
        tx: {
          from: bob,
          to: STAKING,
          value: TICKET,
          input: moveDelegation,
          logs: [escrowed(DELEGATED), inboxMessage(arbitrumInbox), delegationMoved(alice, alice, DELEGATED)],
          internal: ticketCalls,
        },
        line: 'Sent 0.000255709530674816 ETH to Arbitrum One bridge',
      },
      {
        name: 'a look-alike: the message went through an inbox no list names',
        tx: {
          from: alice,
          to: STAKING,
          value: TICKET,
          input: moveDelegation,
          logs: [escrowed(DELEGATED), inboxMessage(ESCROW), delegationMoved(alice, bob, DELEGATED)],
          internal: [{ from: STAKING, to: ESCROW, value: TICKET }],
        },
        line: 'Sent 0.000255709530674816 ETH to 0x36af…f090',
      },
      {
        name: 'a look-alike: fewer tokens left the staking contract than the event names',
        tx: {
          from: alice,
          to: STAKING,
          value: TICKET,
          input: moveDelegation,
          logs: [escrowed(DELEGATED - 1n), inboxMessage(arbitrumInbox), delegationMoved(alice, bob, DELEGATED)],
          internal: ticketCalls,
        },
        line: 'Sent 0.000255709530674816 ETH to Arbitrum One bridge',
      },
    ],
  }
}
