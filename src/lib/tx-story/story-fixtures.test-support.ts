import { transactionSchema, type Transaction } from '@/api/transaction'
import { findTransaction } from '../../../mocks/fixtures/transaction'
import { findStoryTransaction } from '../../../mocks/fixtures/transaction-stories'
import type { TokenFacts } from './amount-text'
import type { AmountContext } from './amount-text'
import type { Asset } from './assets'
import type { Movement } from './movements'
import { decodeTransaction } from '@/lib/abi-decode/decode-transaction'
import { FULL_INDEX } from '@/lib/abi-decode/test-support/full-index'
export { fullKnowledge } from './test-support/committed-knowledge'

/** A fixture transaction (a story's too) as the page gets it: parsed by the operation's schema, internal calls included. */
export function parsedFixture(hash: string, includeInternal = true): Transaction {
  const fixture = findTransaction(hash, 'eth') ?? findStoryTransaction(hash, 'eth')
  if (!fixture) throw new Error(`no fixture ${hash}`)
  return transactionSchema.parse({ ...fixture.transaction, internal_transactions: includeInternal ? fixture.internal : undefined })
}

const FACTS: Record<string, TokenFacts> = {
  '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48': { symbol: 'USDC', decimals: 6 },
  '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2': { symbol: 'WETH', decimals: 18 },
  '0x98c23e9d8f34fefb1b7bd6a91b7ff122f4e16f5c': { symbol: 'aEthUSDC', decimals: 6 },
  '0x6b175474e89094c44da98b954eedeac495271d0f': { symbol: 'DAI', decimals: 18 },
  '0x0badc0de0badc0de0badc0de0badc0de0badc0de': { symbol: '<script>alert(1)</script>', decimals: 18 },
}

/** Ethereum, with the token facts the transfers operation's fixtures give. */
export const ETH_CONTEXT: AmountContext = { nativeSymbol: 'ETH', nativeDecimals: 18, tokenFacts: (token) => FACTS[token] ?? null }

/** A fixture decoded with the whole committed signature index. */
export const decodedWithFullIndex = (tx: Transaction) => decodeTransaction(tx, FULL_INDEX)

/** One movement of an asset, as the flows would read it from a log (or from the call's value and internal calls). */
export const move = (asset: Asset, from: string, to: string, amount: bigint, source: Movement['source'] = 'transfer'): Movement => ({
  asset,
  from,
  to,
  amount,
  source,
  logIndex: null,
})
