/**
 * A story's table of cases: transactions of its kind, encoded with viem from published ABIs, each with the line a
 * reader should see. The unit, end-to-end and link-preview tests iterate the same tables (stories/all-cases.ts),
 * and the fixture API serves each case at its hash. No JSON imports here: Playwright loads these tables too, and
 * hands them the knowledge as it reads it (e2e/support/committed-knowledge.ts).
 */
import { parseAbi, type Abi, type Hex } from 'viem'
import { VERIFIED_CONTRACTS } from '../../../../scripts/verified-signatures.mjs'
import { internalCall, logsIn, storyHash, type EmittedLog, type StoryBlock } from '../../../../mocks/fixtures/story-encoding'
import { noLabels, type TransactionFixture, type TransactionRecord } from '../../../../mocks/fixtures/transaction'
import type { ListedAddress } from './case-contracts'

export interface CaseTx {
  from: string
  to: string | null
  value?: bigint
  input?: Hex
  status?: '1' | '0'
  gasUsed?: bigint
  /** the gas limit; 1.5 × gasUsed unless given */
  gas?: bigint
  logs?: EmittedLog[]
  /** calls inside the transaction that moved the chain's coin, or failed */
  internal?: { from: string; to: string; value: bigint; error?: string }[]
}

export interface StoryCase {
  /** what the transaction is, as a sentence's subject: "a deposit of ETH into Base's portal" */
  name: string
  tx: CaseTx
  /** the line as the page, the tab title and the link preview say it */
  line: string
  /** one of the representative cases the end-to-end spec opens in a browser (on Ethereum) */
  e2e?: boolean
  /** the chain it is on, as the API names it ("base", "polygon"); Ethereum when absent */
  chain?: string
}

export interface StoryCaseTable {
  kind: string
  /** the published declarations the cases are encoded with; a test checks each against its package */
  abis: readonly { source: string; abi: Abi }[]
  cases: readonly StoryCase[]
}

/** A story's table, made with the addresses the knowledge lists for the contracts its cases name by role. */
export type StoryCases = (listed: ListedAddress) => StoryCaseTable

const BLOCK: StoryBlock = { number: '21300000', hash: storyHash('story cases block'), timestamp: '2024-11-30T10:00:11.000Z' }

/** A case's hash, made from its kind and name. */
export const caseHash = (kind: string, name: string): Hex => storyHash(`story ${kind}: ${name}`)

/** The case as the transaction operation answers it. */
export function caseFixture(kind: string, storyCase: StoryCase, index: number): TransactionFixture {
  const { tx } = storyCase
  const hash = caseHash(kind, storyCase.name)
  const gasUsed = tx.gasUsed ?? 120_000n
  const txIndex = String(index)
  const transaction: TransactionRecord = {
    ...noLabels,
    hash,
    nonce: String(400 + index),
    transaction_index: txIndex,
    from_address: tx.from,
    to_address: tx.to,
    value: (tx.value ?? 0n).toString(),
    gas: (tx.gas ?? (gasUsed * 3n) / 2n).toString(),
    gas_price: '18000000000',
    input: tx.input ?? '0x',
    receipt_cumulative_gas_used: (gasUsed * 20n).toString(),
    receipt_gas_used: gasUsed.toString(),
    receipt_contract_address: null,
    receipt_root: null,
    receipt_status: tx.status ?? '1',
    block_timestamp: BLOCK.timestamp,
    block_number: BLOCK.number,
    block_hash: BLOCK.hash,
    logs: tx.status === '0' ? [] : logsIn(hash, txIndex, BLOCK, index * 8, tx.logs ?? []),
  }
  const internal = (tx.internal ?? []).map((call) => ({ ...internalCall(hash, BLOCK, call.from, call.to, call.value), error: call.error ?? null }))
  return { transaction, internal, chains: [storyCase.chain ?? 'eth'] }
}

/** A contract's declarations from the project's table of verified sources (scripts/verified-signatures.mjs). */
export function verifiedAbi(contract: string): Abi {
  const entry = VERIFIED_CONTRACTS.find((candidate) => candidate.contract === contract)
  if (!entry) throw new Error(`no verified contract ${contract}`)
  return parseAbi(entry.declarations)
}
