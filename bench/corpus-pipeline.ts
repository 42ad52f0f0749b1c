// The transaction view's pipeline for one transaction in the provider's shape, run in Node by bench/corpus.mjs:
// parse as the client does, decode with the committed index, explain, and keep only what our pipeline said.
import { erc1155Abi, erc20Abi, erc4626Abi, erc721Abi, toEventSelector, toFunctionSelector } from 'viem'
import { transactionSchema, type Transaction, type TransactionWire } from '@/api/transaction'
import { DEFAULT_CHAIN, EVM_CHAINS, type EvmChain } from '@/chains'
import { calledFunctionName } from '@/lib/abi-decode/decode-transaction'
import { loadDecodedTransaction } from '@/lib/abi-decode/load-decoded-transaction'
import { committedShardLoader, committedTableLoader } from '@/lib/abi-decode/test-support/full-index'
import { decodeTokenEvent } from '@/lib/decode-log'
import { transactionActionText } from '@/lib/tx-story/action-summary'
import { tellTransaction } from '@/lib/tx-story/stories/teller'
import { committedKnowledge } from '@/lib/tx-story/test-support/committed-knowledge'
import { NO_KNOWLEDGE } from '@/lib/tx-story/knowledge'
import { knowledgeMayMatter } from '@/lib/tx-story/use-story-knowledge'
import type { SignatureShard } from '@/lib/abi-decode/signature-index'

export interface CorpusOutcome {
  /** the first 10 characters of the hash: enough to find the record, nothing of its content */
  hashPrefix: string
  callsAContract: boolean
  calledFunction: string | null
  logs: number
  logsDecoded: number
  routerSteps: string[] | null
  userOperations: number
  /** the top-level revert's name, 'none available' when the data carries no reason, null when nothing reverted */
  revert: string | null
  actionLine: string
}

/** What the published lists say of the addresses the page would ask about: the contract called and the logs' emitters. */
const knowledgeOfTransaction = (tx: Transaction, chainId: number) =>
  committedKnowledge(
    chainId,
    [tx.to_address, ...tx.logs.map((log) => log.address)].filter((address) => address !== null),
  )

/**
 * The app's chain of this id; a chain the app does not serve (Scroll) is read as one that pays in ETH and that no
 * published list knows.
 */
function chainOfId(chainId: number): EvmChain {
  const id = `0x${chainId.toString(16)}`
  return EVM_CHAINS.find((chain) => chain.id === id) ?? { ...DEFAULT_CHAIN, apiChain: String(chainId), id: id as `0x${string}` }
}

/**
 * What the pipeline is made not to know, to see how it reads a protocol nobody has described to it: `lists`, no
 * published list names any contract or token; `abis`, the index knows only the token standards' declarations (viem's
 * ERC-20, ERC-721, ERC-1155 and ERC-4626 ABIs), so no other call, event, error or router command has a name.
 */
export type Unknown = 'lists' | 'abis' | null

const STANDARD_KEYS = new Set<string>(
  [erc20Abi, erc721Abi, erc1155Abi, erc4626Abi].flatMap((abi) =>
    abi.flatMap((item) => (item.type === 'function' ? [toFunctionSelector(item)] : item.type === 'event' ? [toEventSelector(item)] : [])),
  ),
)

const onlyStandards = (group: SignatureShard['functions']) => Object.fromEntries(Object.entries(group).filter(([key]) => STANDARD_KEYS.has(key)))

async function standardsOnlyShard(name: string): Promise<SignatureShard> {
  const shard = await committedShardLoader().load(name)
  return { functions: onlyStandards(shard.functions), events: onlyStandards(shard.events), errors: {} }
}

export async function explainCorpusTransaction(wire: TransactionWire, chainId = 1, unknown: Unknown = null): Promise<CorpusOutcome> {
  const chain = chainOfId(chainId)
  const tx = transactionSchema.parse(wire)
  const decoded =
    unknown === 'abis'
      ? await loadDecodedTransaction(tx, standardsOnlyShard, async () => null)
      : await loadDecodedTransaction(tx, committedShardLoader().load, committedTableLoader)
  // The page loads no published list where they could not change the line (src/lib/tx-story/use-story-knowledge.ts).
  const known = unknown === 'lists' || !knowledgeMayMatter(tx) ? NO_KNOWLEDGE : knowledgeOfTransaction(tx, chainId)
  const calledFunction = calledFunctionName(decoded)
  const logsDecoded = tx.logs.filter((log, index) => decodeTokenEvent(log) !== null || decoded.events[index]?.status === 'decoded').length
  const failed = decoded.internalCalls.find((internal) => internal.revert !== null)?.revert ?? null
  return {
    hashPrefix: tx.hash.slice(0, 10),
    callsAContract: tx.to_address !== null && (tx.input?.length ?? 0) >= 10,
    calledFunction,
    logs: tx.logs.length,
    logsDecoded,
    routerSteps: decoded.routerSteps?.map((step) => step.command) ?? null,
    userOperations: decoded.userOperations.length,
    revert: failed === null ? null : failed.status === 'decoded' ? failed.error.name : 'none available',
    actionLine: transactionActionText(tx, chain.apiChain, chain.native, decoded, known, tellTransaction),
  }
}
