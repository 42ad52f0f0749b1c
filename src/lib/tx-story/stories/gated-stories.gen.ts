// Generated from the stories in src/lib/tx-story/stories by `npm run generate`: do not edit.
import type { Story } from '../story'
import type { GatedStoryName } from '../story-gates'
import { accountAbstractionStory } from './account-abstraction'
import { accountExecutionStory } from './account-execution'
import { approvalStory } from './approval'
import { attestationStory } from './attestation'
import { auctionBidStory } from './auction-bid'
import { bridgeStory } from './bridge'
import { bridgeArrivalStory } from './bridge-arrival'
import { bridgeCompletionStory } from './bridge-completion'
import { bridgeFillStory } from './bridge-fill'
import { burnRedemptionStory } from './burn-redemption'
import { claimStory } from './claim'
import { collateralSettingsStory } from './collateral-settings'
import { cometLiquidationStory } from './comet-liquidation'
import { contractAdminStory } from './contract-admin'
import { curveLiquidityStory } from './curve-liquidity'
import { cyclicSwapStory } from './cyclic-swap'
import { delegationStory } from './delegation'
import { dlnOrderStory } from './dln-order'
import { ensStory } from './ens'
import { ensRecordsStory } from './ens-records'
import { farcasterStory } from './farcaster'
import { governanceStory } from './governance'
import { lendingStory } from './lending'
import { limitOrderFillStory } from './limit-order-fill'
import { liquidationStory } from './liquidation'
import { liquidityStory } from './liquidity'
import { loanStory } from './loan'
import { loanLiquidationStory } from './loan-liquidation'
import { migrationStory } from './migration'
import { morphoLendingStory } from './morpho-lending'
import { namedCallStory } from './named-call'
import { oftTransferStory } from './oft-transfer'
import { orderCancelStory } from './order-cancel'
import { outcomePositionsStory } from './outcome-positions'
import { outcomeTradeStory } from './outcome-trade'
import { projectPaymentStory } from './project-payment'
import { punkStory } from './punk'
import { punkOfferStory } from './punk-offer'
import { restakingStory } from './restaking'
import { safeStory } from './safe'
import { safeFailureStory } from './safe-failure'
import { settlementStory } from './settlement'
import { signedTransferStory } from './signed-transfer'
import { stabilityPoolStory } from './stability-pool'
import { stakeTransferStory } from './stake-transfer'
import { stakingStory } from './staking'
import { stargateBridgeStory } from './stargate-bridge'
import { systemTransactionStory } from './system-transaction'
import { tokenIssueStory } from './token-issue'
import { transferAndCallStory } from './transfer-and-call'
import { uniswapxFillStory } from './uniswapx-fill'
import { validatorRequestStory } from './validator-request'
import { vaultStory } from './vault'
import { voteStory } from './vote'
import { voteEscrowStory } from './vote-escrow'
import { weightedPoolLiquidityStory } from './weighted-pool-liquidity'
import { withdrawalQueueStory } from './withdrawal-queue'
import { wormholeTransferStory } from './wormhole-transfer'
import { wrapperStory } from './wrapper'
import { yieldSplitStory } from './yield-split'

export const GATED_STORY_LIST: Record<GatedStoryName, Story> = {
  'account-abstraction': accountAbstractionStory,
  'account-execution': accountExecutionStory,
  approval: approvalStory,
  attestation: attestationStory,
  'auction-bid': auctionBidStory,
  bridge: bridgeStory,
  'bridge-arrival': bridgeArrivalStory,
  'bridge-completion': bridgeCompletionStory,
  'bridge-fill': bridgeFillStory,
  'burn-redemption': burnRedemptionStory,
  claim: claimStory,
  'collateral-settings': collateralSettingsStory,
  'comet-liquidation': cometLiquidationStory,
  'contract-admin': contractAdminStory,
  'curve-liquidity': curveLiquidityStory,
  'cyclic-swap': cyclicSwapStory,
  delegation: delegationStory,
  'dln-order': dlnOrderStory,
  ens: ensStory,
  'ens-records': ensRecordsStory,
  farcaster: farcasterStory,
  governance: governanceStory,
  lending: lendingStory,
  'limit-order-fill': limitOrderFillStory,
  liquidation: liquidationStory,
  liquidity: liquidityStory,
  loan: loanStory,
  'loan-liquidation': loanLiquidationStory,
  migration: migrationStory,
  'morpho-lending': morphoLendingStory,
  'named-call': namedCallStory,
  'oft-transfer': oftTransferStory,
  'order-cancel': orderCancelStory,
  'outcome-positions': outcomePositionsStory,
  'outcome-trade': outcomeTradeStory,
  'project-payment': projectPaymentStory,
  punk: punkStory,
  'punk-offer': punkOfferStory,
  restaking: restakingStory,
  safe: safeStory,
  'safe-failure': safeFailureStory,
  settlement: settlementStory,
  'signed-transfer': signedTransferStory,
  'stability-pool': stabilityPoolStory,
  'stake-transfer': stakeTransferStory,
  staking: stakingStory,
  'stargate-bridge': stargateBridgeStory,
  'system-transaction': systemTransactionStory,
  'token-issue': tokenIssueStory,
  'transfer-and-call': transferAndCallStory,
  'uniswapx-fill': uniswapxFillStory,
  'validator-request': validatorRequestStory,
  vault: vaultStory,
  vote: voteStory,
  'vote-escrow': voteEscrowStory,
  'weighted-pool-liquidity': weightedPoolLiquidityStory,
  'withdrawal-queue': withdrawalQueueStory,
  'wormhole-transfer': wormholeTransferStory,
  wrapper: wrapperStory,
  'yield-split': yieldSplitStory,
}
