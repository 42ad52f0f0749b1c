import { chainShardNames, knowledgeOf, knowledgeShardsFor } from '../knowledge-shards'
import type { Knowledge, KnowledgeShard } from '../knowledge'

const knowledgeFiles = import.meta.glob<KnowledgeShard>('../knowledge/*.json', { eager: true, import: 'default' })
/** The committed knowledge shards by name (`1-4`, `any`), as Vite reads them. */
export const COMMITTED_SHARDS: ReadonlyMap<string, KnowledgeShard> = new Map(
  Object.entries(knowledgeFiles).map(([file, shard]) => [/([\w-]+)\.json$/.exec(file)![1]!, shard]),
)
const NAMES = new Set(COMMITTED_SHARDS.keys())

/** Every committed knowledge shard of a chain (and those of every chain): what a page has once it has loaded them all. */
export function fullKnowledge(chainId = 1): Knowledge {
  return knowledgeOf(chainShardNames(chainId, NAMES).map((name) => COMMITTED_SHARDS.get(name)!))
}

/** The committed shards a page would fetch for these addresses. */
export function committedKnowledge(chainId: number, addresses: Iterable<string>): Knowledge {
  return knowledgeOf(knowledgeShardsFor(chainId, addresses, NAMES).map((name) => COMMITTED_SHARDS.get(name)!))
}
