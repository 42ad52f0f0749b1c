// The shared corpora of real transactions (../shared/corpus/transactions.json, 80 on Ethereum, and the development
// set more-transactions.json, across chains; read at run time and never copied into the project), served record by
// record in the provider's getTransaction shape and run through the transaction view's own pipeline in Node, each on
// its own chain: transactionSchema (what the client parses), loadDecodedTransaction with the committed shards and
// tables, and explainTransaction's action line. `measureCorpus` is the reusable core; `npm run bench -- --only
// corpus` writes its summary into bench/RESULTS.md and the per-transaction outputs (ours only, keyed by a hash
// prefix, with the record's corpus and family) into bench/corpus-results.json.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { openSourceModules } from '../scripts/source-modules.mjs'
import { isHeldOut } from './corpus-families.mjs'

/** The corpora beside the project's checkout, in the order they are reported. */
export const CORPORA = [
  { name: 'transactions.json', path: '../shared/corpus/transactions.json' },
  { name: 'more-transactions.json', path: '../shared/corpus/more-transactions.json' },
]

/**
 * What the pipeline is made not to know, and where a record's line under it is kept (bench/corpus-pipeline.ts:
 * `Unknown`): how it would read a protocol no published list names, or one whose ABIs nobody published.
 */
export const UNKNOWNS = [
  { mode: 'lists', field: 'lineWithoutLists', name: 'no published list (no contract or token named)' },
  { mode: 'abis', field: 'lineWithoutAbis', name: 'no ABI but the token standards’ (no other call or event named)' },
]

/** The `internal_transactions[]` a provider gives, from the corpus's trace formats (parity traces, Etherscan's list). */
function internalTransactions(record) {
  if (!Array.isArray(record.internal)) return []
  return record.internal.map((entry) => {
    if (entry.action) {
      const topLevel = Array.isArray(entry.traceAddress) && entry.traceAddress.length === 0
      // A parity trace keeps no output for a call that reverted; the transaction's own revert data is that output.
      const output = entry.result?.output ?? (entry.error && topLevel ? (record.revert_data ?? null) : null)
      return {
        type: entry.action.callType ?? entry.type ?? null,
        from: entry.action.from ?? null,
        to: entry.action.to ?? entry.result?.address ?? null,
        value: entry.action.value === undefined ? null : BigInt(entry.action.value).toString(),
        gas: entry.action.gas === undefined ? null : BigInt(entry.action.gas).toString(),
        gas_used: entry.result?.gasUsed === undefined ? null : BigInt(entry.result.gasUsed).toString(),
        input: entry.action.input ?? entry.action.init ?? null,
        output,
        error: entry.error ?? null,
      }
    }
    return {
      type: entry.type ?? null,
      from: entry.from ?? null,
      to: entry.to || null,
      value: entry.value ?? null,
      gas: entry.gas ?? null,
      gas_used: entry.gasUsed ?? null,
      input: entry.input || null,
      output: null,
      error: entry.isError === '1' ? entry.errCode || 'error' : null,
    }
  })
}

/** A corpus record as the provider's getTransaction answers it (src/api/transaction.ts: TransactionWire). */
export function providerTransaction(record) {
  return {
    hash: record.hash,
    nonce: record.nonce ?? null,
    transaction_index: record.transaction_index ?? null,
    from_address: record.from,
    to_address: record.to,
    value: record.value,
    gas: record.gas_limit ?? null,
    gas_price: record.effective_gas_price ?? record.gas_price ?? null,
    input: record.input,
    receipt_gas_used: record.gas_used ?? null,
    receipt_contract_address: record.contract_address ?? null,
    receipt_status: record.status === null || record.status === undefined ? null : String(record.status),
    block_number: record.block_number ?? null,
    logs: record.logs.map((log) => ({
      log_index: log.log_index ?? null,
      transaction_hash: record.hash,
      address: log.address,
      data: log.data,
      topic0: log.topics[0] ?? null,
      topic1: log.topics[1] ?? null,
      topic2: log.topics[2] ?? null,
      topic3: log.topics[3] ?? null,
    })),
    internal_transactions: internalTransactions(record),
  }
}

const callsAContract = (tx) => tx.to_address !== null && typeof tx.input === 'string' && tx.input.length >= 10

/**
 * Runs every record of the corpora through the pipeline. Resolves to `{ transactions, summary }` (a summary per
 * corpus), or to `{ missing: path }` when a corpus is not beside the project.
 */
export async function measureCorpus({ root, corpora = CORPORA }) {
  const paths = corpora.map((corpus) => ({ ...corpus, path: join(root, corpus.path) }))
  const missing = paths.find((corpus) => !existsSync(corpus.path))
  if (missing) return { missing: missing.path }
  const modules = await openSourceModules(root)
  try {
    const pipeline = await modules.load('/bench/corpus-pipeline.ts')
    const transactions = []
    for (const corpus of paths) {
      for (const record of JSON.parse(readFileSync(corpus.path, 'utf8'))) {
        const wire = providerTransaction(record)
        const chainId = record.chain_id ?? 1
        const outcome = await pipeline.explainCorpusTransaction(wire, chainId)
        const family = record.expected?.family ?? null
        const heldOut = isHeldOut(family)
        // Held-out records are not read this way: judging their lines would be reading them.
        const unknown = heldOut
          ? {}
          : Object.fromEntries(
              await Promise.all(UNKNOWNS.map(async ({ mode, field }) => [field, (await pipeline.explainCorpusTransaction(wire, chainId, mode)).actionLine])),
            )
        transactions.push({ corpus: corpus.name, family, heldOut, ...outcome, ...unknown })
      }
    }
    const summary = Object.fromEntries(paths.map(({ name }) => [name, summarize(transactions.filter((tx) => tx.corpus === name))]))
    return { transactions, summary }
  } finally {
    await modules.close()
  }
}

function summarize(transactions) {
  const calling = transactions.filter((tx) => tx.callsAContract)
  const logs = transactions.reduce((sum, tx) => sum + tx.logs, 0)
  const decodedLogs = transactions.reduce((sum, tx) => sum + tx.logsDecoded, 0)
  return {
    transactions: transactions.length,
    callingAContract: calling.length,
    callNamed: calling.filter((tx) => tx.calledFunction !== null).length,
    logs,
    logsDecoded: decodedLogs,
    routerSteps: transactions.reduce((sum, tx) => sum + (tx.routerSteps?.length ?? 0), 0),
    userOperations: transactions.reduce((sum, tx) => sum + tx.userOperations, 0),
    revertsDecoded: transactions.filter((tx) => tx.revert !== null && tx.revert !== 'none available').length,
  }
}

export { callsAContract }
