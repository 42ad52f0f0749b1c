import { useQuery } from '@tanstack/react-query'
import type { Evidence } from './evidence'
import type { Story } from './story'
import { storiesMayTell } from './stories-may-tell'

const NO_STORIES: readonly Story[] = []

/** The query key the loaded rules are cached under, for a title worked out in a loader. */
export const STORY_RULES_KEY = ['story-rules'] as const

/**
 * The story rules, a chunk of their own, loaded only for a transaction some story could tell more of than its flows
 * (`storiesMayTell`); an empty list otherwise, or until they have loaded.
 */
export function useStories(evidence: Evidence | null): readonly Story[] {
  const wanted = evidence !== null && storiesMayTell(evidence)
  const query = useQuery({
    queryKey: STORY_RULES_KEY,
    queryFn: async () => (await import('./stories')).STORIES,
    staleTime: Infinity,
    retry: false,
    enabled: wanted,
  })
  return (wanted ? query.data : undefined) ?? NO_STORIES
}
