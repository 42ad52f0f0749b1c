import { folder, names } from 'virtual:data-set/signature-shards'
import { ROUTER_COMMANDS_TABLE, type DecodeTables } from './decode-context'
import type { DecodePartName, DecodeParts } from './decode-parts'
import { decodeWithParts, type DecodableTransaction, type DecodedTransaction } from './decode-with-parts'
import { DECODE_LIMITS } from './limits'
import { loadDecodeParts } from './load-decode-parts'
import type { RouterCommandTable } from './router-steps'
import { indexOfShards, type SignatureIndex, type SignatureShard } from './signature-index'

// Each shard is a JSON file in the shards' folder (server/data-sets.mjs), fetched only when a selector or topic
// needs it. Data, not code: the page's scripts carry only the folder and the 64 names.
const SHARDS: ReadonlySet<string> = new Set(names)
const tableUrls = import.meta.glob<string>('./tables/*.json', { query: '?url', import: 'default', eager: true })

export type ShardLoader = (name: string) => Promise<SignatureShard>
/** A table by name (`universal-router-commands`), or null when it cannot be had. */
export type TableLoader = (name: string) => Promise<RouterCommandTable | null>

const EMPTY_SHARD: SignatureShard = { functions: {}, events: {}, errors: {} }
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

async function fetchShard(name: string): Promise<SignatureShard> {
  if (!SHARDS.has(name)) return EMPTY_SHARD
  const response = await fetch(`${folder}${name}.json`)
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

async function fetchTable(name: string): Promise<RouterCommandTable | null> {
  const url = tableUrls[`./tables/${name}.json`]
  if (!url) return null
  const response = await fetch(url)
  if (!response.ok) throw new Error(`table ${name}: HTTP ${response.status}`)
  const table: unknown = await response.json()
  if (!isRecord(table) || !isRecord(table.commands)) throw new Error(`table ${name}: not a command table`)
  return table as unknown as RouterCommandTable
}

const fetchedTables = new Map<string, Promise<RouterCommandTable | null>>()

/** A table, fetched once per page; one that fails to load counts as none, so the steps stay bytes. */
const loadTableOnce: TableLoader = (name) => {
  let load = fetchedTables.get(name)
  if (!load) {
    load = fetchTable(name).catch(() => null)
    fetchedTables.set(name, load)
  }
  return load
}

/** An empty table stands for one that could not load: asked for once, it names nothing. */
const NO_COMMANDS: RouterCommandTable = { commands: {} }

/**
 * Decodes a transaction, loading the shards its selectors and topics need, the tables its calls need (the Universal
 * Router's commands) and the parts of the decoder it calls for (decode-parts.ts). A nested call can name a selector
 * the first pass could not see, so it decodes again until nothing is missing (at most one pass per level of nesting).
 * `withLaterSources` puts sources after the index (src/lib/verified-sources/layered-index.ts).
 */
export async function loadDecodedTransaction(
  tx: DecodableTransaction,
  loadShard: ShardLoader = loadShardOnce,
  loadTable: TableLoader = loadTableOnce,
  withLaterSources: (index: SignatureIndex) => SignatureIndex = (index) => index,
): Promise<DecodedTransaction> {
  const shards = new Map<string, SignatureShard>()
  const tables: DecodeTables = { routerCommands: undefined }
  const parts: Partial<DecodeParts> = {}
  const askedParts = new Set<DecodePartName>()
  const decode = () => decodeWithParts(tx, withLaterSources(indexOfShards(shards)), tables, parts)
  let { decoded, missingParts } = decode()
  const partsToLoad = () => missingParts.filter((name) => !askedParts.has(name))
  for (
    let pass = 0;
    pass <= DECODE_LIMITS.maxCallDepth + 3 && (decoded.missingShards.length > 0 || decoded.missingTables.length > 0 || partsToLoad().length > 0);
    pass++
  ) {
    const wantedParts = partsToLoad()
    for (const name of wantedParts) askedParts.add(name)
    const [loaded, commands] = await Promise.all([
      Promise.all(decoded.missingShards.map(async (name) => [name, await loadShard(name).catch(() => EMPTY_SHARD)] as const)),
      decoded.missingTables.includes(ROUTER_COMMANDS_TABLE) ? loadTable(ROUTER_COMMANDS_TABLE).catch(() => null) : undefined,
      loadDecodeParts(wantedParts, parts),
    ])
    for (const [name, shard] of loaded) shards.set(name, shard)
    if (commands !== undefined) tables.routerCommands = commands ?? NO_COMMANDS
    const next = decode()
    decoded = next.decoded
    missingParts = next.missingParts
  }
  return decoded
}
