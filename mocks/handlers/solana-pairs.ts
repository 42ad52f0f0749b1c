import { http } from 'msw'
import type { SolanaPairsPageWire } from '../../src/api/solana-pairs'
import { SOLANA_NETWORKS } from '../../src/chains'
import { findPairs } from '../fixtures/solana-pairs'
import { errorResponse, jsonResponse, pageOf } from '../respond'
import { scenarioResponse } from '../scenarios'
import { fixturePath } from './paths'

export const SOLANA_PAIRS_PAGE_SIZE = 10

export const solanaPairsHandlers = [
  http.get(fixturePath('solana-pairs'), ({ params, request }) => {
    const network = String(params.network)
    const address = String(params.address)
    const failure = scenarioResponse(address)
    if (failure) return failure
    if (!(SOLANA_NETWORKS as readonly string[]).includes(network)) return errorResponse(400, [`network must be one of: ${SOLANA_NETWORKS.join(', ')}`])
    const url = new URL(request.url)
    const { page, cursor, pageNumber, pageSize } = pageOf(findPairs(network, address), url, SOLANA_PAIRS_PAGE_SIZE)
    // Unlike the EVM envelopes (""), this service ends the list with a null cursor.
    const body: SolanaPairsPageWire = { cursor: cursor || null, pageSize, page: pageNumber, pairs: page }
    return jsonResponse(body)
  }),
]
