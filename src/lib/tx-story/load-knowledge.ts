import { folder, names } from 'virtual:data-set/knowledge-shards'
import { knowledgeOf, knowledgeShardsFor } from './knowledge-shards'
import type { Knowledge, KnowledgeShard } from './knowledge'

// JSON files in the shards' folder (server/data-sets.mjs), fetched only for the addresses a transaction names.
const EXISTING: ReadonlySet<string> = new Set(names)

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

async function fetchShard(name: string): Promise<KnowledgeShard> {
  if (!EXISTING.has(name)) return {}
  const response = await fetch(`${folder}${name}.json`)
  if (!response.ok) throw new Error(`knowledge shard ${name}: HTTP ${response.status}`)
  const shard: unknown = await response.json()
  if (!isRecord(shard)) throw new Error(`knowledge shard ${name}: not a shard`)
  return shard as KnowledgeShard
}

const fetched = new Map<string, Promise<KnowledgeShard>>()

/** A shard fetched once per page; one that fails counts as empty, so the line says only what is surely true. */
function loadOnce(name: string): Promise<KnowledgeShard> {
  let load = fetched.get(name)
  if (!load) {
    load = fetchShard(name).catch(() => ({}))
    fetched.set(name, load)
  }
  return load
}

/** What the published deployment lists say of these addresses on a chain. */
export async function loadKnowledge(chainId: number, addresses: Iterable<string>): Promise<Knowledge> {
  const names = knowledgeShardsFor(chainId, addresses, EXISTING)
  return knowledgeOf(await Promise.all(names.map(loadOnce)))
}
