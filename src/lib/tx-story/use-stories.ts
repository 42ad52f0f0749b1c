import { useQuery } from '@tanstack/react-query'
import type { StoryTeller } from './explain'

/** The query key the loaded stories are cached under, for a title worked out in a loader. */
export const STORY_RULES_KEY = ['story-rules'] as const

/**
 * The stories' pipeline, a chunk of its own, loaded only for a transaction some story could tell more of than its
 * flows (`storiesMayTell`); null otherwise, or until it has loaded.
 */
export function useStoryTeller(wanted: boolean): StoryTeller | null {
  const query = useQuery({
    queryKey: STORY_RULES_KEY,
    queryFn: async () => ({ tell: (await import('./stories/teller')).tellTransaction }),
    staleTime: Infinity,
    retry: false,
    enabled: wanted,
  })
  return (wanted ? query.data?.tell : undefined) ?? null
}
