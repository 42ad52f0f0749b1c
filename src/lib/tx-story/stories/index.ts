import type { Story } from '../story'
import type { GatedStoryName } from '../story-gates'
import { airdropStory } from './airdrop'
import { bridgeStory } from './bridge'
import { claimStory } from './claim'
import { messageStory } from './message'
import { migrationStory } from './migration'
import { outOfGasStory } from './out-of-gas'
import { revokeStory } from './revoke'
import { selfTransactionStory } from './self-transaction'
import { spamStory } from './spam'
import { systemTransactionStory } from './system-transaction'
import { throughContractStory } from './through-contract'
import { validatorRequestStory } from './validator-request'

/**
 * The stories in the order they are tried; the first that tells names the line. Kinds read from their own events
 * come before the ones read from flows alone, and the classified flows (classify.ts) come after all of them. What a
 * bridge delivers comes before a transaction to itself: Polygon's state sync is sent by no one, to no one. A story
 * named here is gated: loaded only for a transaction with its events or its call (story-gates.ts).
 */
export const STORY_ORDER: readonly (Story | GatedStoryName)[] = [
  messageStory,
  outOfGasStory,
  'bridge-arrival',
  'bridge-fill',
  systemTransactionStory,
  selfTransactionStory,
  'safe',
  'safe-failure',
  'account-abstraction',
  'settlement',
  'liquidation',
  'lending',
  'loan',
  bridgeStory,
  'staking',
  validatorRequestStory,
  'liquidity',
  'vault',
  'stability-pool',
  'wrapper',
  'burn-redemption',
  'yield-split',
  migrationStory,
  claimStory,
  'ens',
  'ens-records',
  'delegation',
  'restaking',
  'vote-escrow',
  'punk',
  'punk-offer',
  'order-cancel',
  'auction-bid',
  'project-payment',
  'vote',
  'governance',
  'attestation',
  revokeStory,
  'approval',
  'transfer-and-call',
  spamStory,
  airdropStory,
  throughContractStory,
]
