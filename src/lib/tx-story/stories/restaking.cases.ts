import { encodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

const delegation = verifiedAbi('EigenLayer DelegationManager')
const podManager = verifiedAbi('EigenLayer EigenPodManager')
const pod = verifiedAbi('EigenLayer EigenPod')
const strategyManager = verifiedAbi('EigenLayer StrategyManager')

const { alice, bob, carol, relayer } = PEOPLE
/** A delegation manager, a pod manager, a pod, an operator, the pod's owning contract and a strategy: none named by any list. */
const DELEGATION = '0x3905a1c7e9b2d4f6a8c0e1b3d5f7a9c2e4b6f37a'
const POD_MANAGER = '0x91e6a3c5e7b9d1f2a4c6e8b0d2f4a6c8e0b1a338'
const POD = '0x5a2a0c1e3b5d7f9a2c4e6b8d0f1a3c5e7b909073'
const OWNER_CONTRACT = '0x7852a4c6e8b0d2f4a6c8e0b1d3f5a7c9e2b4e9f6'
const STRATEGY = '0xacb5c7e9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1'
const STRATEGY_MANAGER = '0x8586c3e5a7b9d1f2a4c6e8b0d2f4a6c8e0b1075a'
const BEACON_ETH = '0xbeac0eeeeeeeeeeeeeeeeeeeeeeeeeeeeeebeac0'
const RESTAKED = parseEther('64')
const WITHDRAWN = parseUnits('60', 18)
const ROOT = '0x5f8e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e'
const SIGNATURE = { signature: '0x', expiry: 0n } as const
const restaked = (validatorIndex: number) => emit(POD, pod, 'ValidatorRestaked', { validatorIndex })
const sharesUpdated = (podOwner: string, sharesDelta: bigint) => emit(POD_MANAGER, podManager, 'PodSharesUpdated', { podOwner, sharesDelta })
const operatorGained = (staker: string) =>
  emit(DELEGATION, delegation, 'OperatorSharesIncreased', { operator: carol, staker, strategy: BEACON_ETH, shares: RESTAKED })
const delegateTo = encodeFunctionData({ abi: delegation, functionName: 'delegateTo', args: [carol, SIGNATURE, ROOT] })
const withdrawal = { staker: alice, delegatedTo: carol, withdrawer: alice, nonce: 0n, startBlock: 1n, strategies: [STRATEGY], shares: [WITHDRAWN] } as const
const complete = encodeFunctionData({
  abi: delegation,
  functionName: 'completeQueuedWithdrawals',
  args: [[{ ...withdrawal, startBlock: 1 }], [[TOKENS.dai]], [0n], [true]],
})

const DEPOSITED = parseUnits('5.74', 18)
const depositIntoStrategy = encodeFunctionData({ abi: strategyManager, functionName: 'depositIntoStrategy', args: [STRATEGY, TOKENS.weth, DEPOSITED] })
const strategyDeposited = (staker: string) =>
  emit(STRATEGY_MANAGER, strategyManager, 'Deposit', { staker, token: TOKENS.weth, strategy: STRATEGY, shares: DEPOSITED - 3n })

const QUEUED_SHARES = 483_504_529_256_635_749n
const queueWithdrawals = encodeFunctionData({
  abi: delegation,
  functionName: 'queueWithdrawals',
  args: [[{ strategies: [STRATEGY], shares: [QUEUED_SHARES], withdrawer: alice }]],
})
const queuedOf = (staker: string, strategy: string, shares: bigint) =>
  emit(DELEGATION, delegation, 'WithdrawalQueued', {
    withdrawalRoot: ROOT,
    withdrawal: { staker, delegatedTo: carol, withdrawer: staker, nonce: 0n, startBlock: 20_120_140, strategies: [strategy], shares: [shares] },
  })
const sharesDecreased = (staker: string) =>
  emit(DELEGATION, delegation, 'OperatorSharesDecreased', { operator: carol, staker, strategy: STRATEGY, shares: QUEUED_SHARES })

export const restakingCases: StoryCases = () => ({
  kind: 'restaking',
  abis: [
    { source: 'verified: EigenLayer DelegationManager', abi: delegation },
    { source: 'verified: EigenLayer EigenPodManager', abi: podManager },
    { source: 'verified: EigenLayer EigenPod', abi: pod },
    { source: 'verified: EigenLayer StrategyManager', abi: strategyManager },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'two validators’ balances restaked for the contract that owns their pod, its operator gaining the shares',
      tx: {
        from: alice,
        to: OWNER_CONTRACT,
        input: '0x3f65cf19',
        logs: [restaked(1001), restaked(1002), operatorGained(OWNER_CONTRACT), sharesUpdated(OWNER_CONTRACT, RESTAKED)],
      },
      line: 'Restaked 64 ETH of 2 validators for 0x7852…e9f6, delegated to operator 0x4d3c…6d5c',
    },
    {
      name: 'a validator’s balance restaked by the pod’s owner itself, delegated to no one',
      tx: { from: alice, to: POD, input: '0x3f65cf19', logs: [restaked(1001), sharesUpdated(alice, RESTAKED)] },
      line: 'Restaked 64 ETH of 1 validator',
    },
    {
      name: 'restaked assets delegated to an operator',
      tx: { from: alice, to: DELEGATION, input: delegateTo, logs: [emit(DELEGATION, delegation, 'StakerDelegated', { staker: alice, operator: carol })] },
      line: 'Delegated its restaked assets to operator 0x4d3c…6d5c',
    },
    {
      name: 'a withdrawal of a strategy’s shares queued by its staker',
      tx: { from: alice, to: DELEGATION, input: queueWithdrawals, logs: [sharesDecreased(alice), queuedOf(alice, STRATEGY, QUEUED_SHARES)] },
      line: 'Queued a withdrawal of 483,504,529,256,635,749 restaked shares from strategy 0xacb5…f0a1',
    },
    {
      name: 'a withdrawal of restaked beacon-chain ETH queued in the slashing release’s shape',
      tx: {
        from: alice,
        to: DELEGATION,
        input: '0x0dd8dd02',
        logs: [
          emit(DELEGATION, delegation, 'SlashingWithdrawalQueued', {
            withdrawalRoot: ROOT,
            withdrawal: {
              staker: alice,
              delegatedTo: carol,
              withdrawer: alice,
              nonce: 3n,
              startBlock: 21_900_000,
              strategies: [BEACON_ETH],
              scaledShares: [RESTAKED + 1n],
            },
            sharesToWithdraw: [RESTAKED],
          }),
        ],
      },
      line: 'Queued a withdrawal of 64 ETH restaked on the beacon chain',
    },
    {
      name: 'a withdrawal queued for another staker, as an operator’s undelegation does',
      tx: { from: carol, to: DELEGATION, input: '0xda8be864', logs: [sharesDecreased(bob), queuedOf(bob, STRATEGY, QUEUED_SHARES)] },
      line: 'Called 0xda8be864 on 0x3905…f37a',
    },
    {
      name: 'a queued withdrawal completed as tokens',
      tx: {
        from: alice,
        to: DELEGATION,
        input: complete,
        logs: [
          emit(DELEGATION, delegation, 'WithdrawalCompleted', { withdrawalRoot: ROOT }),
          emit(TOKENS.dai, erc20Abi, 'Transfer', { from: STRATEGY, to: alice, value: WITHDRAWN }),
        ],
      },
      line: 'Completed a queued withdrawal from restaking, receiving 60 DAI',
    },
    {
      name: 'a delegation of another staker, sent by a relayer',
      tx: { from: relayer, to: DELEGATION, input: '0x7f548071', logs: [emit(DELEGATION, delegation, 'StakerDelegated', { staker: bob, operator: carol })] },
      line: 'Called 0x7f548071 on 0x3905…f37a',
    },
    {
      name: 'a pod’s balance that fell: shares taken away, not restaked',
      tx: { from: alice, to: POD, input: '0x3f65cf19', logs: [restaked(1001), sharesUpdated(alice, -RESTAKED)] },
      line: 'Called 0x3f65cf19 on 0x5a2a…9073',
    },
    {
      name: 'a completion whose tokens went out again to someone else',
      tx: {
        from: alice,
        to: DELEGATION,
        input: complete,
        logs: [
          emit(DELEGATION, delegation, 'WithdrawalCompleted', { withdrawalRoot: ROOT }),
          emit(TOKENS.dai, erc20Abi, 'Transfer', { from: STRATEGY, to: alice, value: WITHDRAWN }),
          emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: alice, to: bob, value: 5_000_000n }),
        ],
      },
      line: 'Called completeQueuedWithdrawals on 0x3905…f37a (sent 5 USDC, received 60 DAI)',
    },
    {
      name: 'tokens deposited into a strategy by their staker',
      tx: {
        from: alice,
        to: STRATEGY_MANAGER,
        input: depositIntoStrategy,
        logs: [emit(TOKENS.weth, erc20Abi, 'Transfer', { from: alice, to: STRATEGY, value: DEPOSITED }), strategyDeposited(alice)],
      },
      line: 'Restaked 5.74 WETH in strategy 0xacb5…f0a1',
    },
    {
      name: 'a strategy deposit credited to another staker than the sender',
      tx: {
        from: alice,
        to: STRATEGY_MANAGER,
        input: depositIntoStrategy,
        logs: [emit(TOKENS.weth, erc20Abi, 'Transfer', { from: alice, to: STRATEGY, value: DEPOSITED }), strategyDeposited(bob)],
      },
      line: 'Deposited 5.74 WETH into 0x8586…075a',
    },
    {
      name: 'a strategy deposit whose tokens went somewhere else than the strategy',
      tx: {
        from: alice,
        to: STRATEGY_MANAGER,
        input: depositIntoStrategy,
        logs: [emit(TOKENS.weth, erc20Abi, 'Transfer', { from: alice, to: STRATEGY_MANAGER, value: DEPOSITED }), strategyDeposited(alice)],
      },
      line: 'Deposited 5.74 WETH into 0x8586…075a',
    },
  ],
})
