import { accountAbstractionCases } from './account-abstraction.cases'
import { airdropCases } from './airdrop.cases'
import { attestationCases } from './attestation.cases'
import { bridgeCases } from './bridge.cases'
import type { TransactionFixture } from '../../../../mocks/fixtures/transaction'
import { caseFixture, caseHash, type StoryCase, type StoryCaseTable } from './case-fixture'
import { claimCases } from './claim.cases'
import { ensCases } from './ens.cases'
import { lendingCases } from './lending.cases'
import { messageCases } from './message.cases'
import { outOfGasCases } from './out-of-gas.cases'
import { punkCases } from './punk.cases'
import { revokeCases } from './revoke.cases'
import { safeCases } from './safe.cases'
import { selfTransactionCases } from './self-transaction.cases'
import { settlementCases } from './settlement.cases'
import { spamCases } from './spam.cases'
import { stakingCases } from './staking.cases'
import { throughContractCases } from './through-contract.cases'
import { voteCases } from './vote.cases'

/** Every story's table of cases: what the unit, end-to-end and link-preview tests iterate, and the fixture API serves. */
export const STORY_CASE_TABLES: readonly StoryCaseTable[] = [
  messageCases,
  outOfGasCases,
  selfTransactionCases,
  safeCases,
  accountAbstractionCases,
  settlementCases,
  lendingCases,
  bridgeCases,
  stakingCases,
  claimCases,
  ensCases,
  punkCases,
  voteCases,
  attestationCases,
  revokeCases,
  spamCases,
  airdropCases,
  throughContractCases,
]

export interface LocatedCase extends StoryCase {
  kind: string
  hash: string
}

/** Every case with its kind and hash. */
export const STORY_KIND_CASES: readonly LocatedCase[] = STORY_CASE_TABLES.flatMap(({ kind, cases }) =>
  cases.map((storyCase) => ({ ...storyCase, kind, hash: caseHash(kind, storyCase.name) })),
)

let fixtures: TransactionFixture[] | null = null

/** Every case as the transaction operation answers it, each at its own index in the cases' block. */
export function storyKindFixtures(): TransactionFixture[] {
  fixtures ??= STORY_KIND_CASES.map((storyCase, index) => caseFixture(storyCase.kind, storyCase, index))
  return fixtures
}

/** The case at this hash, as the transaction operation answers it. */
export const findStoryKindFixture = (hash: string) => storyKindFixtures().find(({ transaction }) => transaction.hash === hash.toLowerCase())
