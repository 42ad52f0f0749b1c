import type { TransactionFixture } from '../../../../mocks/fixtures/transaction'
import type { ListedAddress } from './case-contracts'
import { caseFixture, caseHash, type StoryCase, type StoryCaseTable } from './case-fixture'
import { ALL_STORY_CASES } from './case-tables'

export interface LocatedCase extends StoryCase {
  kind: string
  hash: string
}

/** Every story's cases, made with the contracts a knowledge lists. */
export interface StoryKindCases {
  tables: readonly StoryCaseTable[]
  /** every case with its kind and hash */
  cases: readonly LocatedCase[]
  /** every case as the transaction operation answers it, each at its own index in the cases' block */
  fixtures(): TransactionFixture[]
  /** the case at this hash, as the transaction operation answers it */
  find(hash: string): TransactionFixture | undefined
}

/** The stories' cases with the addresses this knowledge lists (each environment reads the committed shards its own way). */
export function storyKindCases(listed: ListedAddress): StoryKindCases {
  const tables = ALL_STORY_CASES.map((storyCases) => storyCases(listed))
  const cases = tables.flatMap(({ kind, cases }) => cases.map((storyCase) => ({ ...storyCase, kind, hash: caseHash(kind, storyCase.name) })))
  let fixtures: TransactionFixture[] | null = null
  const allFixtures = () => (fixtures ??= cases.map((storyCase, index) => caseFixture(storyCase.kind, storyCase, index)))
  return {
    tables,
    cases,
    fixtures: allFixtures,
    find: (hash) => allFixtures().find(({ transaction }) => transaction.hash === hash.toLowerCase()),
  }
}
