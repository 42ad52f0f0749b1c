import type { Story } from '../story'
import { accountAbstractionStory } from './account-abstraction'
import { airdropStory } from './airdrop'
import { attestationStory } from './attestation'
import { auctionBidStory } from './auction-bid'
import { bridgeStory } from './bridge'
import { bridgeArrivalStory } from './bridge-arrival'
import { bridgeFillStory } from './bridge-fill'
import { burnRedemptionStory } from './burn-redemption'
import { claimStory } from './claim'
import { delegationStory } from './delegation'
import { ensStory } from './ens'
import { ensRecordsStory } from './ens-records'
import { lendingStory } from './lending'
import { liquidationStory } from './liquidation'
import { liquidityStory } from './liquidity'
import { loanStory } from './loan'
import { messageStory } from './message'
import { orderCancelStory } from './order-cancel'
import { migrationStory } from './migration'
import { outOfGasStory } from './out-of-gas'
import { projectPaymentStory } from './project-payment'
import { punkStory } from './punk'
import { punkOfferStory } from './punk-offer'
import { restakingStory } from './restaking'
import { revokeStory } from './revoke'
import { safeStory } from './safe'
import { safeFailureStory } from './safe-failure'
import { selfTransactionStory } from './self-transaction'
import { settlementStory } from './settlement'
import { spamStory } from './spam'
import { stabilityPoolStory } from './stability-pool'
import { stakingStory } from './staking'
import { systemTransactionStory } from './system-transaction'
import { throughContractStory } from './through-contract'
import { validatorRequestStory } from './validator-request'
import { vaultStory } from './vault'
import { voteStory } from './vote'
import { voteEscrowStory } from './vote-escrow'
import { wrapperStory } from './wrapper'
import { yieldSplitStory } from './yield-split'

/**
 * The stories in the order they are tried; the first that tells names the line. Kinds read from their own events
 * come before the ones read from flows alone, and the classified flows (classify.ts) come after all of them. What a
 * bridge delivers comes before a transaction to itself: Polygon's state sync is sent by no one, to no one.
 */
export const STORIES: readonly Story[] = [
  messageStory,
  outOfGasStory,
  bridgeArrivalStory,
  bridgeFillStory,
  systemTransactionStory,
  selfTransactionStory,
  safeStory,
  safeFailureStory,
  accountAbstractionStory,
  settlementStory,
  liquidationStory,
  lendingStory,
  loanStory,
  bridgeStory,
  stakingStory,
  validatorRequestStory,
  liquidityStory,
  vaultStory,
  stabilityPoolStory,
  wrapperStory,
  burnRedemptionStory,
  yieldSplitStory,
  migrationStory,
  claimStory,
  ensStory,
  ensRecordsStory,
  delegationStory,
  restakingStory,
  voteEscrowStory,
  punkStory,
  punkOfferStory,
  orderCancelStory,
  auctionBidStory,
  projectPaymentStory,
  voteStory,
  attestationStory,
  revokeStory,
  spamStory,
  airdropStory,
  throughContractStory,
]
