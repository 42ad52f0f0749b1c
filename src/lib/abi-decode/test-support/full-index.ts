import { ROUTER_COMMANDS_TABLE, type DecodeTables } from '../decode-context'
import type { RouterCommandTable } from '../router-steps'
import { indexOfShards, type SignatureShard } from '../signature-index'
import routerCommandsJson from '../tables/universal-router-commands.json'

const routerCommands = routerCommandsJson as RouterCommandTable

const shards = import.meta.glob<SignatureShard>('../shards/*.json', { eager: true, import: 'default' })
const shardsByName = new Map(Object.entries(shards).map(([path, shard]) => [path.slice(-7, -5), shard]))

/** Loads shards from the committed files instead of over the network, counting what it was asked for. */
export function committedShardLoader() {
  const asked: string[] = []
  const load = async (name: string) => {
    asked.push(name)
    const shard = shardsByName.get(name)
    if (!shard) throw new Error(`no shard ${name}`)
    return shard
  }
  return { load, asked }
}

/** The whole committed index, every shard loaded: what a page has once it has fetched all it needs. */
export const FULL_INDEX = indexOfShards(shardsByName)

/** An index with nothing loaded yet: every lookup is missing. */
export const EMPTY_INDEX = indexOfShards(new Map())

/** Loads the committed Universal Router command table instead of fetching it. */
export const committedTableLoader = async (name: string): Promise<RouterCommandTable | null> => (name === ROUTER_COMMANDS_TABLE ? routerCommands : null)

/** Every table, as the page has them once fetched. */
export const ALL_TABLES: DecodeTables = { routerCommands }
