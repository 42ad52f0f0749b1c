import { erc20TransfersPageSchema } from '../../src/api/erc20-transfers.ts'
import { nftCollectionSchema } from '../../src/api/nft-collection.ts'
import type { OperationName } from '../../src/api/operations.ts'
import { nftSchema } from '../../src/api/nft.ts'
import { solanaPairsPageSchema } from '../../src/api/solana-pairs.ts'
import { topMoversSchema } from '../../src/api/top-movers.ts'
import { trendingTokensSchema } from '../../src/api/trending-tokens.ts'
import { transactionSchema } from '../../src/api/transaction.ts'

interface Schema<T> {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false }
}

function parsed<T>(schema: Schema<T>, body: unknown): T | null {
  const result = schema.safeParse(body)
  return result.success ? result.data : null
}

/** The board's answer (src/api/market-board.ts) carries which operation it came from. */
function marketAnswer<T, A>(schema: Schema<T>, body: unknown, answer: (data: T) => A): A | null {
  const data = parsed(schema, body)
  return data === null ? null : answer(data)
}

/**
 * What a view's words read from an operation's answer, as the page reads it from its cache: the data, or a list's
 * first page of rows. Null when the body does not fit. Operations no preview reads from are absent.
 */
export const OPERATION_ANSWERS: Partial<Record<OperationName, (body: unknown) => unknown>> = {
  transaction: (body) => parsed(transactionSchema, body),
  'erc20-transfers': (body) => parsed(erc20TransfersPageSchema, body)?.result ?? null,
  nft: (body) => parsed(nftSchema, body),
  'nft-collection': (body) => parsed(nftCollectionSchema, body),
  'top-movers': (body) => marketAnswer(topMoversSchema, body, (movers) => ({ source: 'movers', movers })),
  'trending-tokens': (body) => marketAnswer(trendingTokensSchema, body, (tokens) => ({ source: 'trending', tokens })),
  'solana-pairs': (body) => parsed(solanaPairsPageSchema, body)?.pairs ?? null,
}
