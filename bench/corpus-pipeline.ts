// The transaction view's pipeline for one transaction in the provider's shape, run in Node by bench/corpus.mjs:
// parse as the client does, decode with the committed index, explain, and keep only what our pipeline said.
import { transactionSchema, type Transaction, type TransactionWire } from '@/api/transaction'
import { DEFAULT_CHAIN, EVM_CHAINS, type EvmChain } from '@/chains'
import { calledFunctionName } from '@/lib/abi-decode/decode-transaction'
import { loadDecodedTransaction } from '@/lib/abi-decode/load-decoded-transaction'
import { committedShardLoader, committedTableLoader } from '@/lib/abi-decode/test-support/full-index'
import { decodeTokenEvent } from '@/lib/decode-log'
import { transactionActionText } from '@/lib/tx-story/action-summary'
import { tellTransaction } from '@/lib/tx-story/stories/teller'
import { committedKnowledge } from '@/lib/tx-story/test-support/committed-knowledge'

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

export async function explainCorpusTransaction(wire: TransactionWire, chainId = 1): Promise<CorpusOutcome> {
  const chain = chainOfId(chainId)
  const tx = transactionSchema.parse(wire)
  const decoded = await loadDecodedTransaction(tx, committedShardLoader().load, committedTableLoader)
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
    actionLine: transactionActionText(tx, chain.apiChain, chain.native, decoded, knowledgeOfTransaction(tx, chainId), tellTransaction),
  }
}
