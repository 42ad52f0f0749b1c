import type { Transaction } from '../../src/api/transaction.ts'
import { decodeTransaction, type DecodedTransaction } from '../../src/lib/abi-decode/decode-transaction.ts'
import { indexOfShards, type SignatureShard } from '../../src/lib/abi-decode/signature-index.ts'
import type { StoryEvidence } from '../../src/lib/tx-story/action-summary.ts'
import { knowledgeOf, knowledgeShardsFor } from '../../src/lib/tx-story/knowledge-shards.ts'
import type { KnowledgeShard } from '../../src/lib/tx-story/knowledge.ts'
import { tellTransaction } from '../../src/lib/tx-story/stories/teller.ts'
import { layeredIndex } from '../../src/lib/verified-sources/layered-index.ts'
import type { SignatureLayer } from '../../src/lib/verified-sources/verified-abi.ts'

// The server holds the whole signature index and the stories' knowledge in memory: a preview cannot wait for shards.
const shardFiles = import.meta.glob<SignatureShard>('../../src/lib/abi-decode/shards/*.json', { eager: true, import: 'default' })
const WHOLE_INDEX = indexOfShards(new Map(Object.entries(shardFiles).map(([file, shard]) => [/(\w+)\.json$/.exec(file)![1]!, shard])))
const knowledgeFiles = import.meta.glob<KnowledgeShard>('../../src/lib/tx-story/knowledge/*.json', { eager: true, import: 'default' })
const KNOWLEDGE = new Map(Object.entries(knowledgeFiles).map(([file, shard]) => [/([\w-]+)\.json$/.exec(file)![1]!, shard]))
const KNOWLEDGE_NAMES = new Set(KNOWLEDGE.keys())

/** A transaction's decoding with the whole index, and what the published lists say of its addresses: as the page has them once loaded. */
export function storyEvidenceOf(tx: Transaction, chainId: number): StoryEvidence {
  const addresses = [tx.to_address, ...tx.logs.map((log) => log.address)].filter((address): address is string => address !== null)
  const names = knowledgeShardsFor(chainId, addresses, KNOWLEDGE_NAMES)
  return {
    decoded: decodeTransaction(tx, WHOLE_INDEX),
    known: knowledgeOf(names.map((name) => KNOWLEDGE.get(name) ?? {})),
    teller: tellTransaction,
  }
}

/** The decoding with later sources after the whole index (src/lib/verified-sources/layered-index.ts). */
export function decodeWithIndex(tx: Transaction, layers: readonly SignatureLayer[]): DecodedTransaction {
  return decodeTransaction(tx, layeredIndex(WHOLE_INDEX, layers))
}
