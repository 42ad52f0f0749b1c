import { http } from 'msw'
import type { WalletTokensPageWire } from '../../src/api/wallet-tokens'
import { findWalletTokens } from '../fixtures/wallet-tokens'
import { jsonResponse, pageOf } from '../respond'
import { scenarioResponse } from '../scenarios'
import { fixturePath } from './paths'

const PROVIDER_PAGE_SIZE = 100

/** A wallet the fixtures do not hold answers as the provider answers an empty one: no holdings, not a 404. */
export const walletTokensHandlers = [
  http.get(fixturePath('wallet-tokens'), ({ params, request }) => {
    const address = String(params.address)
    const failure = scenarioResponse(address)
    if (failure) return failure
    const wallet = findWalletTokens(address)
    const { page, cursor, pageNumber, pageSize } = pageOf(wallet?.tokens ?? [], new URL(request.url), PROVIDER_PAGE_SIZE)
    // The provider ends its list with a null cursor.
    const body: WalletTokensPageWire = {
      page: pageNumber,
      page_size: pageSize,
      cursor: cursor || null,
      block_number: wallet?.blockNumber ?? null,
      result: page,
    }
    return jsonResponse(body)
  }),
]
