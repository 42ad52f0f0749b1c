import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Transaction } from '@/api/transaction'
import type { DecodedTransaction } from '@/lib/abi-decode/decode-transaction'
import type { StoryTeller } from './explain'
import type { Knowledge } from './knowledge'
import type { GatedStoryName } from './story-gates'

/** The query key the stories are cached under with these gated stories loaded, for a title worked out in a loader too. */
export const storyRulesKey = (gated: readonly GatedStoryName[]) => ['story-rules', ...gated] as const

/**
 * The table of what each gated story needs, which travels with the stories' pipeline rather than with the page: a
 * transaction no story could tell never downloads it, and none waits for it before its first paint.
 */
export const storyGatesQuery = queryOptions({
  queryKey: ['story-gates'],
  queryFn: async () => {
    const { gatedStoriesOf } = await import('./story-gates')
    return { gatedStoriesOf }
  },
  staleTime: Infinity,
  retry: false,
})

/** The stories' pipeline with these gated stories loaded, as the page loads it. */
export async function loadStoryTeller(gated: readonly GatedStoryName[]): Promise<{ tell: StoryTeller }> {
  const [{ tellerWith }, { GATED_STORIES }] = await Promise.all([import('./stories/pipeline'), import('./story-gates')])
  const stories = await Promise.all(gated.map((name) => GATED_STORIES[name].load()))
  return { tell: tellerWith(Object.fromEntries(gated.map((name, index) => [name, stories[index]]))) }
}

interface StoryFacts {
  tx: Transaction | undefined
  decoded: DecodedTransaction | null
  /** what the published lists say of its addresses; undefined until they have answered */
  known: Knowledge | null | undefined
}

/**
 * The stories' pipeline, a chunk of its own, loaded only for a transaction some story could tell more of than its
 * flows (`storiesMayTell`), once the published lists have answered (a gate may read what they say of the called
 * contract), with the gated stories its events, call and parties call for (`gatedStoriesOf`); null otherwise, or
 * until they have loaded.
 */
export function useStoryTeller(mayTell: boolean, { tx, decoded, known }: StoryFacts): StoryTeller | null {
  const wanted = mayTell && tx !== undefined && known !== undefined
  const gates = useQuery({ ...storyGatesQuery, enabled: wanted }).data
  const gated = gates && tx ? gates.gatedStoriesOf(tx, decoded, known ?? null) : null
  const query = useQuery({
    queryKey: storyRulesKey(gated ?? []),
    queryFn: () => loadStoryTeller(gated ?? []),
    staleTime: Infinity,
    retry: false,
    enabled: wanted && gated !== null,
  })
  return (wanted && gated !== null ? query.data?.tell : undefined) ?? null
}
