import { http } from 'msw'
import type { Erc20TransferWire, Erc20TransfersPageWire } from '../../src/api/erc20-transfers'
import { findToken } from '../fixtures/erc20-transfers'
import { jsonResponse, pageOf } from '../respond'
import { scenarioResponse } from '../scenarios'
import { fixturePath } from './paths'

export const FIXTURE_PAGE_SIZE = 25

/** Applies the operation's filters as the service documents them: a block bound wins over a date bound. */
function applyFilters(transfers: Erc20TransferWire[], query: URLSearchParams): Erc20TransferWire[] {
  const fromBlock = query.get('from_block')
  const toBlock = query.get('to_block')
  const fromDate = query.get('from_date')
  const toDate = query.get('to_date')
  const filtered = transfers.filter((transfer) => {
    const block = Number(transfer.block_number)
    const time = Date.parse(String(transfer.block_timestamp))
    if (fromBlock !== null) {
      if (block < Number(fromBlock)) return false
    } else if (fromDate !== null && time < Date.parse(fromDate)) return false
    if (toBlock !== null) {
      if (block > Number(toBlock)) return false
    } else if (toDate !== null && time > Date.parse(toDate)) return false
    return true
  })
  return query.get('order') === 'ASC' ? [...filtered].reverse() : filtered
}

export const erc20TransfersHandlers = [
  http.get(fixturePath('erc20-transfers'), ({ params, request }) => {
    const address = String(params.address)
    const failure = scenarioResponse(address)
    if (failure) return failure
    const url = new URL(request.url)
    const transfers = applyFilters(findToken(address)?.transfers ?? [], url.searchParams)
    const { page, cursor, pageNumber, pageSize } = pageOf(transfers, url, FIXTURE_PAGE_SIZE)
    const body: Erc20TransfersPageWire = { page: String(pageNumber), page_size: String(pageSize), cursor, result: page }
    return jsonResponse(body)
  }),
]
