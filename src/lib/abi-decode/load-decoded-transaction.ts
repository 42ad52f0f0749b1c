import { decodeTransaction, type DecodableTransaction, type DecodedTransaction } from './decode-transaction'
import { DECODE_LIMITS } from './limits'
import { indexOfShards, type SignatureShard } from './signature-index'

// Each shard is a content-hashed JSON file of the build, fetched only when a selector or topic needs it. Data, not
// code: the page's scripts carry only this map of 64 names.
const shardUrls = import.meta.glob<string>('./shards/*.json', { query: '?url', import: 'default', eager: true })

export type ShardLoader = (name: string) => Promise<SignatureShard>

const EMPTY_SHARD: SignatureShard = { functions: {}, events: {}, errors: {} }
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

async function fetchShard(name: string): Promise<SignatureShard> {
  const url = shardUrls[`./shards/${name}.json`]
  if (!url) return EMPTY_SHARD
  const response = await fetch(url)
  if (!response.ok) throw new Error(`signature shard ${name}: HTTP ${response.status}`)
  const shard: unknown = await response.json()
  if (!isRecord(shard) || !isRecord(shard.functions) || !isRecord(shard.events) || !isRecord(shard.errors))
    throw new Error(`signature shard ${name}: not a shard`)
  return shard as unknown as SignatureShard
}

const fetchedShards = new Map<string, Promise<SignatureShard>>()

/** A shard, fetched once per page; one that fails to load counts as empty, so what it would name stays raw. */
const loadShardOnce: ShardLoader = (name) => {
  let load = fetchedShards.get(name)
  if (!load) {
    load = fetchShard(name).catch(() => EMPTY_SHARD)
    fetchedShards.set(name, load)
  }
  return load
}

/**
 * Decodes a transaction, loading the shards its selectors and topics need. A nested call can name a selector the
 * first pass could not see, so it decodes again until no shard is missing (at most one pass per level of nesting).
 */
export async function loadDecodedTransaction(tx: DecodableTransaction, loadShard: ShardLoader = loadShardOnce): Promise<DecodedTransaction> {
  const shards = new Map<string, SignatureShard>()
  let decoded = decodeTransaction(tx, indexOfShards(shards))
  for (let pass = 0; pass <= DECODE_LIMITS.maxCallDepth + 1 && decoded.missingShards.length > 0; pass++) {
    const loaded = await Promise.all(decoded.missingShards.map(async (name) => [name, await loadShard(name).catch(() => EMPTY_SHARD)] as const))
    for (const [name, shard] of loaded) shards.set(name, shard)
    decoded = decodeTransaction(tx, indexOfShards(shards))
  }
  return decoded
}
