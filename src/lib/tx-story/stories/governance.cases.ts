import { encodeFunctionData, erc20Abi, keccak256, parseAbi, stringToHex } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** OpenZeppelin's IGovernor, as @openzeppelin/contracts publishes it. */
const governor = parseAbi([
  'function propose(address[] targets, uint256[] values, bytes[] calldatas, string description) returns (uint256 proposalId)',
  'function queue(address[] targets, uint256[] values, bytes[] calldatas, bytes32 descriptionHash) returns (uint256 proposalId)',
  'function execute(address[] targets, uint256[] values, bytes[] calldatas, bytes32 descriptionHash) payable returns (uint256 proposalId)',
  'event ProposalCreated(uint256 proposalId, address proposer, address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, uint256 voteStart, uint256 voteEnd, string description)',
  'event ProposalQueued(uint256 proposalId, uint256 etaSeconds)',
  'event ProposalExecuted(uint256 proposalId)',
])
const { alice, bob, carol } = PEOPLE
const DAO = PEOPLE.unlisted
const TIMELOCK = PEOPLE.bot
const GRANT = 25_000_000_000n
const DESCRIPTION = '# Fund the grants program for Q1\n\nSend 25,000 USDC from the treasury to the grants multisig.'
const PROPOSAL_ID = 53_719_066_185_457_218_941_236_107_283_931_017_562_109_213_466_427_305_154_201_238_108_155_402_741_877n
const targets = [TOKENS.usdc] as const
const calldatas = [encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [carol, GRANT] })]
const descriptionHash = keccak256(stringToHex(DESCRIPTION))
const proposalCreated = (proposer: string, description = DESCRIPTION) =>
  emit(DAO, governor, 'ProposalCreated', {
    proposalId: PROPOSAL_ID,
    proposer,
    targets,
    values: [0n],
    signatures: [''],
    calldatas,
    voteStart: 21_300_100n,
    voteEnd: 21_350_500n,
    description,
  })
const call = (functionName: 'queue' | 'execute') => encodeFunctionData({ abi: governor, functionName, args: [targets, [0n], calldatas, descriptionHash] })

export const governanceCases: StoryCases = () => ({
  kind: 'governance',
  abis: [
    { source: '@openzeppelin/contracts/build/contracts/IGovernor.json', abi: governor },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'a proposal created by the sender, titled by its description’s first line',
      tx: {
        from: alice,
        to: DAO,
        input: encodeFunctionData({ abi: governor, functionName: 'propose', args: [targets, [0n], calldatas, DESCRIPTION] }),
        logs: [proposalCreated(alice)],
      },
      line: 'Created proposal 537190661854… on 0x7e57…c0de: “Fund the grants program for Q1”',
      e2e: true,
    },
    {
      name: 'a proposal whose title is markup, shown as text',
      tx: {
        from: alice,
        to: DAO,
        input: encodeFunctionData({ abi: governor, functionName: 'propose', args: [targets, [0n], calldatas, '<img src=x onerror=alert(1)>\nbody'] }),
        logs: [proposalCreated(alice, '<img src=x onerror=alert(1)>\nbody')],
      },
      line: 'Created proposal 537190661854… on 0x7e57…c0de: “<img src=x onerror=alert(1)>”',
    },
    {
      name: 'a proposal queued in the governor’s timelock',
      tx: { from: bob, to: DAO, input: call('queue'), logs: [emit(DAO, governor, 'ProposalQueued', { proposalId: 472n, etaSeconds: 1_798_761_600n })] },
      line: 'Queued proposal 472 on 0x7e57…c0de',
    },
    {
      name: 'a proposal executed by anyone, its timelock paying the grant',
      tx: {
        from: bob,
        to: DAO,
        input: call('execute'),
        logs: [
          emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: TIMELOCK, to: carol, value: GRANT }),
          emit(DAO, governor, 'ProposalExecuted', { proposalId: 472n }),
        ],
      },
      line: 'Executed proposal 472 on 0x7e57…c0de',
    },
    {
      name: 'a look-alike: an executed proposal that paid its executor',
      tx: {
        from: carol,
        to: DAO,
        input: call('execute'),
        logs: [
          emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: TIMELOCK, to: carol, value: GRANT }),
          emit(DAO, governor, 'ProposalExecuted', { proposalId: 472n }),
        ],
      },
      line: 'Called execute on 0x7e57…c0de (received 25,000 USDC)',
    },
    {
      name: 'a look-alike: a proposal created for another proposer',
      tx: {
        from: alice,
        to: DAO,
        input: encodeFunctionData({ abi: governor, functionName: 'propose', args: [targets, [0n], calldatas, DESCRIPTION] }),
        logs: [proposalCreated(bob)],
      },
      line: 'Called propose on 0x7e57…c0de',
    },
  ],
})
