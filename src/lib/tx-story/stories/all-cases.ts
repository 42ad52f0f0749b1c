import type { TransactionFixture } from '../../../../mocks/fixtures/transaction'
import { caseFixture, caseHash, type StoryCase } from './case-fixture'
import { STORY_CASE_TABLES } from './case-tables'

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
