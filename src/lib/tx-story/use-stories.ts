import { useQuery } from '@tanstack/react-query'
import type { StoryTeller } from './explain'
import { GATED_STORIES, type GatedStoryName } from './story-gates'

/** The query key the stories are cached under with these gated stories loaded, for a title worked out in a loader too. */
export const storyRulesKey = (gated: readonly GatedStoryName[]) => ['story-rules', ...gated] as const

/** The stories' pipeline with these gated stories loaded, as the page loads it. */
export async function loadStoryTeller(gated: readonly GatedStoryName[]): Promise<{ tell: StoryTeller }> {
  const [{ tellerWith }, stories] = await Promise.all([import('./stories/pipeline'), Promise.all(gated.map((name) => GATED_STORIES[name].load()))])
  return { tell: tellerWith(Object.fromEntries(gated.map((name, index) => [name, stories[index]]))) }
}

/**
 * The stories' pipeline, a chunk of its own, loaded only for a transaction some story could tell more of than its
 * flows (`storiesMayTell`), with the gated stories its events call for (`gatedStoriesFor`); null otherwise, or until
 * they have loaded.
 */
export function useStoryTeller(wanted: boolean, gated: readonly GatedStoryName[]): StoryTeller | null {
  const query = useQuery({
    queryKey: storyRulesKey(gated),
    queryFn: () => loadStoryTeller(gated),
    staleTime: Infinity,
    retry: false,
    enabled: wanted,
  })
  return (wanted ? query.data?.tell : undefined) ?? null
}
