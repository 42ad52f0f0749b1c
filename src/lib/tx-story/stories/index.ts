import type { Story } from '../story'
import { accountAbstractionStory } from './account-abstraction'
import { airdropStory } from './airdrop'
import { attestationStory } from './attestation'
import { bridgeStory } from './bridge'
import { claimStory } from './claim'
import { ensStory } from './ens'
import { lendingStory } from './lending'
import { liquidityStory } from './liquidity'
import { messageStory } from './message'
import { outOfGasStory } from './out-of-gas'
import { punkStory } from './punk'
import { revokeStory } from './revoke'
import { safeStory } from './safe'
import { selfTransactionStory } from './self-transaction'
import { settlementStory } from './settlement'
import { spamStory } from './spam'
import { stakingStory } from './staking'
import { throughContractStory } from './through-contract'
import { vaultStory } from './vault'
import { voteStory } from './vote'

/**
 * The stories in the order they are tried; the first that tells names the line. Kinds read from their own events
 * come before the ones read from flows alone, and the classified flows (classify.ts) come after all of them.
 */
export const STORIES: readonly Story[] = [
  messageStory,
  outOfGasStory,
  selfTransactionStory,
  safeStory,
  accountAbstractionStory,
  settlementStory,
  lendingStory,
  bridgeStory,
  stakingStory,
  liquidityStory,
  vaultStory,
  claimStory,
  ensStory,
  punkStory,
  voteStory,
  attestationStory,
  revokeStory,
  spamStory,
  airdropStory,
  throughContractStory,
]
