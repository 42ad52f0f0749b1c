import { http } from 'msw'
import type { TransactionWire } from '../../src/api/transaction'
import { findTransaction, TRANSACTION_NOT_FOUND_MESSAGE } from '../fixtures/transaction'
import { errorResponse, jsonResponse } from '../respond'
import { fixturePath } from './paths'

/** The story transactions carry their ABIs (some 17 KB gzip): their own chunk, loaded when a transaction is asked for. */
const loadStories = () => import('../fixtures/transaction-stories')
const loadDecodeStories = () => import('../fixtures/decode-stories')
const loadVerifiedSourceStories = () => import('../fixtures/verified-source-stories')

export const transactionHandlers = [
  http.get(fixturePath('transaction'), async ({ params, request }) => {
    const hash = String(params.hash)
    if (!/^0x[0-9a-f]{64}$/i.test(hash)) return errorResponse(400, ['transaction_hash must be a 32-byte hex string'])
    const query = new URL(request.url).searchParams
    const chain = query.get('chain') ?? 'eth'
    const fixture =
      findTransaction(hash, chain) ??
      (await loadStories()).findStoryTransaction(hash, chain) ??
      (await loadDecodeStories()).findDecodeStory(hash, chain) ??
      (await loadVerifiedSourceStories()).findVerifiedSourceStory(hash, chain)
    if (!fixture) return errorResponse(404, TRANSACTION_NOT_FOUND_MESSAGE)
    const include = query.get('include')
    const body: TransactionWire =
      include === 'internal_transactions' ? { ...fixture.transaction, internal_transactions: fixture.internal } : { ...fixture.transaction }
    return jsonResponse(body)
  }),
]
