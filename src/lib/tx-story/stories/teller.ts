import type { Story } from '../story'
import type { GatedStoryName } from '../story-gates'
import { accountAbstractionStory } from './account-abstraction'
import { approvalStory } from './approval'
import { attestationStory } from './attestation'
import { auctionBidStory } from './auction-bid'
import { bridgeArrivalStory } from './bridge-arrival'
import { bridgeFillStory } from './bridge-fill'
import { burnRedemptionStory } from './burn-redemption'
import { delegationStory } from './delegation'
import { ensStory } from './ens'
import { ensRecordsStory } from './ens-records'
import { governanceStory } from './governance'
import { lendingStory } from './lending'
import { liquidationStory } from './liquidation'
import { liquidityStory } from './liquidity'
import { loanStory } from './loan'
import { orderCancelStory } from './order-cancel'
import { projectPaymentStory } from './project-payment'
import { punkStory } from './punk'
import { punkOfferStory } from './punk-offer'
import { restakingStory } from './restaking'
import { safeStory } from './safe'
import { safeFailureStory } from './safe-failure'
import { settlementStory } from './settlement'
import { stabilityPoolStory } from './stability-pool'
import { stakingStory } from './staking'
import { transferAndCallStory } from './transfer-and-call'
import { vaultStory } from './vault'
import { voteStory } from './vote'
import { voteEscrowStory } from './vote-escrow'
import { wrapperStory } from './wrapper'
import { yieldSplitStory } from './yield-split'
import { STORY_ORDER } from './index'
import { tellerWith } from './pipeline'

/** Every gated story, loaded at once: for the link preview, the corpus and the tests. */
const GATED_STORY_LIST: Record<GatedStoryName, Story> = {
  'bridge-arrival': bridgeArrivalStory,
  'bridge-fill': bridgeFillStory,
  safe: safeStory,
  'safe-failure': safeFailureStory,
  'account-abstraction': accountAbstractionStory,
  settlement: settlementStory,
  liquidation: liquidationStory,
  lending: lendingStory,
  loan: loanStory,
  staking: stakingStory,
  liquidity: liquidityStory,
  vault: vaultStory,
  'stability-pool': stabilityPoolStory,
  wrapper: wrapperStory,
  'burn-redemption': burnRedemptionStory,
  'yield-split': yieldSplitStory,
  ens: ensStory,
  'ens-records': ensRecordsStory,
  delegation: delegationStory,
  restaking: restakingStory,
  'vote-escrow': voteEscrowStory,
  punk: punkStory,
  'punk-offer': punkOfferStory,
  'order-cancel': orderCancelStory,
  'auction-bid': auctionBidStory,
  'project-payment': projectPaymentStory,
  vote: voteStory,
  attestation: attestationStory,
  approval: approvalStory,
  governance: governanceStory,
  'transfer-and-call': transferAndCallStory,
}

/** Every story in order over the transaction's evidence; the first that tells names the line, else the flows do. */
export const tellTransaction = tellerWith(GATED_STORY_LIST)

/** Every story, in the order they are tried. */
export const STORIES: readonly Story[] = STORY_ORDER.map((entry) => (typeof entry === 'string' ? GATED_STORY_LIST[entry] : entry))
