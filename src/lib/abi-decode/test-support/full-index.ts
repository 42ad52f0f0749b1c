import { indexOfShards, type SignatureShard } from '../signature-index'

const shards = import.meta.glob<SignatureShard>('../shards/*.json', { eager: true, import: 'default' })

/** The whole committed index, every shard loaded: what a page has once it has fetched all it needs. */
export const FULL_INDEX = indexOfShards(new Map(Object.entries(shards).map(([path, shard]) => [path.slice(-7, -5), shard])))

/** An index with nothing loaded yet: every lookup is missing. */
export const EMPTY_INDEX = indexOfShards(new Map())
