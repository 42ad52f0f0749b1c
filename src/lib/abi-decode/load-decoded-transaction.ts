import { decodeTransaction, type DecodableTransaction, type DecodedTransaction } from './decode-transaction'
import { DECODE_LIMITS } from './limits'
import { indexOfShards, type SignatureShard } from './signature-index'

// Each shard is its own content-hashed chunk, fetched only when a selector or topic needs it.
const shardModules = import.meta.glob<SignatureShard>('./shards/*.json', { import: 'default' })

const EMPTY_SHARD: SignatureShard = { functions: {}, events: {}, errors: {} }
const shardLoads = new Map<string, Promise<SignatureShard>>()

/** A shard, loaded once per page; one that fails to load counts as empty, so its data stays raw. */
function loadShard(name: string): Promise<SignatureShard> {
  let load = shardLoads.get(name)
  if (!load) {
    const module = shardModules[`./shards/${name}.json`]
    load = module ? module().catch(() => EMPTY_SHARD) : Promise.resolve(EMPTY_SHARD)
    shardLoads.set(name, load)
  }
  return load
}

/**
 * Decodes a transaction, loading the shards its selectors and topics need. A nested call can name a selector the
 * first pass could not see, so it decodes again until no shard is missing (at most one pass per level of nesting).
 */
export async function loadDecodedTransaction(tx: DecodableTransaction): Promise<DecodedTransaction> {
  const shards = new Map<string, SignatureShard>()
  let decoded = decodeTransaction(tx, indexOfShards(shards))
  for (let pass = 0; pass <= DECODE_LIMITS.maxCallDepth + 1 && decoded.missingShards.length > 0; pass++) {
    const loaded = await Promise.all(decoded.missingShards.map(async (name) => [name, await loadShard(name)] as const))
    for (const [name, shard] of loaded) shards.set(name, shard)
    decoded = decodeTransaction(tx, indexOfShards(shards))
  }
  return decoded
}
