import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import type { Transaction } from '@/api/transaction'
import type { DecodedTransaction } from '@/lib/abi-decode/decode-transaction'
import type { StoryTeller } from './explain'
import type { Knowledge } from './knowledge'
import type { GatedStoryName, GateTable } from './story-gates'

/** The query key the stories are cached under with these gated stories loaded, for a title worked out in a loader too. */
export const storyRulesKey = (gated: readonly GatedStoryName[]) => ['story-rules', ...gated] as const

/** The gated stories a transaction's decoding and what the lists know of it may need, by the fetched gates. */
type GatedStoriesOf = (tx: Transaction, decoded: DecodedTransaction | null, known: Knowledge | null) => GatedStoryName[]

/** Where the build puts the table of what each gated story needs: data, fetched only when a story may tell. */
const gateTableUrl = new URL('./story-gates.gen.json', import.meta.url).href

async function fetchGateTable(): Promise<unknown> {
  const response = await fetch(gateTableUrl)
  if (!response.ok) throw new Error(`story gates: HTTP ${response.status}`)
  return response.json()
}

/**
 * The gates of every gated story, fetched as data with the code that reads them: a transaction no story could tell
 * never downloads them, and none waits for them before its first paint. When they cannot load, no gated story does.
 */
export const storyGatesQuery = queryOptions({
  queryKey: ['story-gates'],
  queryFn: async () => {
    const [{ gateTableOf, gatedStoriesOf }, stored] = await Promise.all([import('./story-gates'), fetchGateTable()])
    const table = gateTableOf(stored)
    const storiesOf: GatedStoriesOf = (tx, decoded, known) => gatedStoriesOf(table, tx, decoded, known)
    return { table, gatedStoriesOf: storiesOf }
  },
  staleTime: Infinity,
  retry: false,
})

/** The stories' pipeline with these gated stories loaded, as the page loads it. */
export async function loadStoryTeller(gated: readonly GatedStoryName[], table: GateTable): Promise<{ tell: StoryTeller }> {
  const [{ tellerWith }, { loadGatedStory }] = await Promise.all([import('./stories/pipeline'), import('./story-gates')])
  const stories = await Promise.all(gated.map(loadGatedStory))
  return { tell: tellerWith(Object.fromEntries(gated.map((name, index) => [name, stories[index]])), table) }
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
    queryFn: wanted && gates && gated ? () => loadStoryTeller(gated, gates.table) : skipToken,
    staleTime: Infinity,
    retry: false,
  })
  return (wanted && gated !== null ? query.data?.tell : undefined) ?? null
}
