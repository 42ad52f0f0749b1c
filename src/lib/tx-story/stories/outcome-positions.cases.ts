import { encodeFunctionData, erc20Abi, parseUnits, zeroAddress, zeroHash, type Hex } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { CaseTx, StoryCases } from './case-fixture'
import { COLLATERAL, CONDITION, CONDITIONAL_TOKENS, CONDITIONAL_TOKENS_SOURCE, conditionalTokens, NO, POLYGON, YES } from './case-outcomes'
import { PEOPLE } from './case-people'
import { REDEMPTION_CASES } from './case-redemptions'

const { alice, bob, relayer, smartAccount, unlisted } = PEOPLE
const AMOUNT = parseUnits('100', 6)
const PARTITION = [1n, 2n]
/** The position of another condition's outcome that a nested split divides further. */
const PARENT_POSITION = 7n

const usdc = (from: string, to: string) => emit(COLLATERAL, erc20Abi, 'Transfer', { from, to, value: AMOUNT })
const shares = (operator: string, from: string, to: string) =>
  emit(CONDITIONAL_TOKENS, conditionalTokens, 'TransferBatch', { operator, from, to, ids: [YES, NO], values: [AMOUNT, AMOUNT] })
const positions = (name: 'PositionSplit' | 'PositionsMerge', stakeholder: string, parentCollectionId: Hex = zeroHash) =>
  emit(CONDITIONAL_TOKENS, conditionalTokens, name, {
    stakeholder,
    collateralToken: COLLATERAL,
    parentCollectionId,
    conditionId: CONDITION,
    partition: PARTITION,
    amount: AMOUNT,
  })
const call = (functionName: 'splitPosition' | 'mergePositions', parentCollectionId: Hex = zeroHash) =>
  encodeFunctionData({ abi: conditionalTokens, functionName, args: [COLLATERAL, parentCollectionId, CONDITION, PARTITION, AMOUNT] })
const byHolder = (input: Hex, logs: CaseTx['logs']): CaseTx => ({ from: alice, to: CONDITIONAL_TOKENS, input, logs })

export const outcomePositionsCases: StoryCases = () => ({
  kind: 'outcome-positions',
  abis: [
    { source: CONDITIONAL_TOKENS_SOURCE, abi: conditionalTokens },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'collateral split into a share of each outcome of a binary market',
      chain: POLYGON,
      tx: byHolder(call('splitPosition'), [usdc(alice, CONDITIONAL_TOKENS), shares(alice, zeroAddress, alice), positions('PositionSplit', alice)]),
      line: 'Split 100 USDC into a share of each outcome of a market on 0x4d97…6045',
    },
    {
      name: 'a share of each outcome merged back into the collateral',
      chain: POLYGON,
      tx: byHolder(call('mergePositions'), [shares(alice, alice, zeroAddress), usdc(CONDITIONAL_TOKENS, alice), positions('PositionsMerge', alice)]),
      line: 'Merged a share of each outcome of a market on 0x4d97…6045 back into 100 USDC',
    },
    {
      name: 'a proxy wallet’s split, sent by a relayer',
      chain: POLYGON,
      tx: {
        from: relayer,
        to: unlisted,
        input: '0x34ee9791',
        logs: [usdc(smartAccount, CONDITIONAL_TOKENS), shares(smartAccount, zeroAddress, smartAccount), positions('PositionSplit', smartAccount)],
      },
      line: 'Account 0xacc0…acc0 split 100 USDC into a share of each outcome of a market on 0x4d97…6045',
    },
    {
      name: 'look-alike: a split of a position nested in another condition, which pays positions in, not the collateral',
      chain: POLYGON,
      tx: byHolder(call('splitPosition', CONDITION), [
        emit(CONDITIONAL_TOKENS, conditionalTokens, 'TransferSingle', { operator: alice, from: alice, to: zeroAddress, id: PARENT_POSITION, value: AMOUNT }),
        shares(alice, zeroAddress, alice),
        positions('PositionSplit', alice, CONDITION),
      ]),
      line: 'Called splitPosition on 0x4d97…6045 (sent 100,000,000 × NFT 0x4d97…6045 #7, received 100,000,000 × NFT 0x4d97…6045 #526221853331… and 100,000,000 × NFT 0x4d97…6045 #526221853331…)',
    },
    {
      name: 'look-alike: a merge whose collateral was paid to another account',
      chain: POLYGON,
      tx: byHolder(call('mergePositions'), [shares(alice, alice, zeroAddress), usdc(CONDITIONAL_TOKENS, bob), positions('PositionsMerge', alice)]),
      line: 'Called mergePositions on 0x4d97…6045 (sent 100,000,000 × NFT 0x4d97…6045 #526221853331… and 100,000,000 × NFT 0x4d97…6045 #526221853331…)',
    },
    ...REDEMPTION_CASES,
  ],
})
