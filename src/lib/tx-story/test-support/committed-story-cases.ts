import { listedAddressIn } from '../stories/case-contracts'
import { storyKindCases } from '../stories/all-cases'
import { COMMITTED_SHARDS } from './committed-knowledge'

/** The stories' cases with the addresses the committed knowledge lists, as Vite reads it: dev's fixture API, the unit tests, a build's fixtures. */
export const COMMITTED_STORY_CASES = storyKindCases(listedAddressIn(COMMITTED_SHARDS))
