import { calledFunctionName, decodeTransaction, type DecodableTransaction } from '../../src/lib/abi-decode/decode-transaction.ts'
import { indexOfShards, type SignatureShard } from '../../src/lib/abi-decode/signature-index.ts'

// The server holds the whole signature index (about 400 KB of JSON) in memory: a preview cannot wait for shards.
const shardFiles = import.meta.glob<SignatureShard>('../../src/lib/abi-decode/shards/*.json', { eager: true, import: 'default' })
const WHOLE_INDEX = indexOfShards(new Map(Object.entries(shardFiles).map(([file, shard]) => [/(\w+)\.json$/.exec(file)![1]!, shard])))

/** The function a transaction called, named by the signature index as the page names it; null when none fits. */
export function calledFunctionOf(tx: DecodableTransaction): string | null {
  return calledFunctionName(decodeTransaction({ input: tx.input, to_address: tx.to_address, logs: [], internal_transactions: [] }, WHOLE_INDEX))
}
