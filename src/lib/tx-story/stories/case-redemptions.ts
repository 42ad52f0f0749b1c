import { encodeFunctionData, erc20Abi, parseUnits, zeroAddress, zeroHash } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { CaseTx, StoryCase } from './case-fixture'
import { COLLATERAL, CONDITION, CONDITIONAL_TOKENS, conditionalTokens, POLYGON, YES } from './case-outcomes'
import { PEOPLE } from './case-people'

const { alice, relayer, smartAccount, unlisted } = PEOPLE
const SHARES = parseUnits('120', 6)

const redeem = (parentCollectionId: `0x${string}` = zeroHash) =>
  encodeFunctionData({ abi: conditionalTokens, functionName: 'redeemPositions', args: [COLLATERAL, parentCollectionId, CONDITION, [1n, 2n]] })
const burned = (holder: string) =>
  emit(CONDITIONAL_TOKENS, conditionalTokens, 'TransferSingle', { operator: holder, from: holder, to: zeroAddress, id: YES, value: SHARES })
const paid = (to: string, value: bigint, token = COLLATERAL, from = CONDITIONAL_TOKENS) => emit(token, erc20Abi, 'Transfer', { from, to, value })
/** An adapter's wrapped collateral (neg-risk markets'), unwrapped into USDC.e for the holder. */
const WRAPPED_COLLATERAL = '0x3a3bd7bb9528e159577f7c2e685cc81a765002e2'
const redeemed = (redeemer: string, payout: bigint, parentCollectionId: `0x${string}` = zeroHash, collateralToken = COLLATERAL) =>
  emit(CONDITIONAL_TOKENS, conditionalTokens, 'PayoutRedemption', {
    redeemer,
    collateralToken,
    parentCollectionId,
    conditionId: CONDITION,
    indexSets: [1n, 2n],
    payout,
  })
const byHolder = (logs: CaseTx['logs'], input = redeem()): CaseTx => ({ from: alice, to: CONDITIONAL_TOKENS, input, logs })

/** The outcome-positions story's cases of a redemption. */
export const REDEMPTION_CASES: readonly StoryCase[] = [
  {
    name: 'a holder redeeming its winning outcome shares of a resolved market',
    chain: POLYGON,
    tx: byHolder([burned(alice), paid(alice, SHARES), redeemed(alice, SHARES)]),
    line: 'Redeemed its shares of a resolved market on 0x4d97…6045 for 120 USDC',
  },
  {
    name: 'a holder redeeming shares of an outcome that lost: they are burned for nothing',
    chain: POLYGON,
    tx: byHolder([burned(alice), redeemed(alice, 0n)]),
    line: 'Redeemed its shares of a resolved market on 0x4d97…6045 for 0 USDC',
  },
  {
    name: 'a proxy wallet’s redemption, sent by a relayer',
    chain: POLYGON,
    tx: { from: relayer, to: unlisted, input: '0x34ee9791', logs: [burned(smartAccount), paid(smartAccount, SHARES), redeemed(smartAccount, SHARES)] },
    line: 'Account 0xacc0…acc0 redeemed its shares of a resolved market on 0x4d97…6045 for 120 USDC',
  },
  {
    name: 'look-alike: a redemption of positions nested in another condition pays positions, not the collateral',
    chain: POLYGON,
    tx: byHolder([burned(alice), redeemed(alice, 0n, CONDITION)], redeem(CONDITION)),
    line: 'Called redeemPositions on 0x4d97…6045 (sent 120,000,000 × NFT 0x4d97…6045 #526221853331…)',
  },
  {
    name: 'look-alike: an adapter redeeming wrapped collateral for itself, the holder paid by the wrapper in another token',
    chain: POLYGON,
    tx: {
      from: alice,
      to: unlisted,
      input: '0xdbeccb23',
      logs: [
        emit(CONDITIONAL_TOKENS, conditionalTokens, 'TransferSingle', { operator: unlisted, from: alice, to: unlisted, id: YES, value: SHARES }),
        burned(unlisted),
        paid(unlisted, SHARES, WRAPPED_COLLATERAL),
        redeemed(unlisted, SHARES, zeroHash, WRAPPED_COLLATERAL),
        paid(zeroAddress, SHARES, WRAPPED_COLLATERAL, unlisted),
        paid(alice, SHARES, COLLATERAL, WRAPPED_COLLATERAL),
      ],
    },
    line: 'Called 0xdbeccb23 on 0x7e57…c0de (sent 120,000,000 × NFT 0x4d97…6045 #526221853331…, received 120 USDC)',
  },
]
