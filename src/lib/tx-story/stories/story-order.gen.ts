// Generated from the stories in src/lib/tx-story/stories by `npm run generate`: do not edit.
import type { Story } from '../story'
import type { GatedStoryName } from '../story-gates'
import { messageStory } from './message'
import { outOfGasStory } from './out-of-gas'
import { selfTransactionStory } from './self-transaction'
import { revokeStory } from './revoke'
import { spamStory } from './spam'
import { airdropStory } from './airdrop'
import { throughContractStory } from './through-contract'

/** Every story, lowest `order` first; the first that tells names the line. A gated story is named by its file. */
export const STORY_ORDER: readonly (Story | GatedStoryName)[] = [
  messageStory,
  outOfGasStory,
  'bridge-arrival',
  'bridge-fill',
  'bridge-completion',
  'system-transaction',
  selfTransactionStory,
  'safe',
  'safe-failure',
  'account-abstraction',
  'settlement',
  'limit-order-fill',
  'uniswapx-fill',
  'outcome-trade',
  'liquidation',
  'comet-liquidation',
  'loan-liquidation',
  'lending',
  'morpho-lending',
  'loan',
  'stake-transfer',
  'bridge',
  'wormhole-transfer',
  'stargate-bridge',
  'oft-transfer',
  'staking',
  'withdrawal-queue',
  'validator-request',
  'farcaster',
  'liquidity',
  'curve-liquidity',
  'weighted-pool-liquidity',
  'vault',
  'stability-pool',
  'wrapper',
  'burn-redemption',
  'yield-split',
  'migration',
  'claim',
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
  'token-issue',
  spamStory,
  airdropStory,
  'named-call',
  throughContractStory,
]
