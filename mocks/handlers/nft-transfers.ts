import { http } from 'msw'
import type { NftTransferWire, NftTransfersPageWire } from '../../src/api/nft-transfers'
import { findWallet } from '../fixtures/nft-transfers'
import { errorResponse, jsonResponse, pageOf } from '../respond'
import { scenarioResponse } from '../scenarios'
import { fixturePath } from './paths'

export const NFT_TRANSFERS_PAGE_SIZE = 25

/** Zoneless timestamps (as NFT transfers carry them) and zoneless date parameters are UTC. */
function parseDate(value: string): number {
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const zoned = /T/.test(trimmed) && !/(Z|[+-]\d{2}:?\d{2})$/i.test(trimmed) ? `${trimmed}Z` : trimmed
  return Date.parse(zoned)
}

/** `contract_addresses=a&contract_addresses=b`, `contract_addresses[0]=a&contract_addresses[1]=b` and comma lists all work. */
export function contractAddressesOf(query: URLSearchParams): Set<string> {
  const addresses = new Set<string>()
  for (const [key, value] of query) {
    if (key !== 'contract_addresses' && key !== 'contract_addresses[]' && !/^contract_addresses\[\d+\]$/.test(key)) continue
    for (const part of value.split(',')) if (part.trim()) addresses.add(part.trim().toLowerCase())
  }
  return addresses
}

function invalidParameters(query: URLSearchParams): string[] {
  const problems: string[] = []
  for (const name of ['from_block', 'to_block'] as const) {
    const value = query.get(name)
    if (value !== null && !/^\d+$/.test(value.trim())) problems.push(`${name} must be a non-negative integer`)
  }
  for (const name of ['from_date', 'to_date'] as const) {
    const value = query.get(name)
    if (value !== null && Number.isNaN(parseDate(value))) problems.push(`${name} is not a valid date`)
  }
  const format = query.get('format')
  if (format !== null && format !== 'decimal' && format !== 'hex') problems.push('format must be one of: decimal, hex')
  const order = query.get('order')
  if (order !== null && order !== 'ASC' && order !== 'DESC') problems.push('order must be one of: ASC, DESC')
  return problems
}

/** The operation's filters as documented: a block bound wins over a date bound; DESC by block unless order=ASC. */
function applyFilters(transfers: NftTransferWire[], query: URLSearchParams): NftTransferWire[] {
  const contracts = contractAddressesOf(query)
  const fromBlock = query.get('from_block')
  const toBlock = query.get('to_block')
  const fromDate = query.get('from_date')
  const toDate = query.get('to_date')
  const filtered = transfers.filter((transfer) => {
    if (contracts.size > 0 && !contracts.has(String(transfer.token_address).toLowerCase())) return false
    const block = Number(transfer.block_number)
    const time = parseDate(String(transfer.block_timestamp))
    if (fromBlock !== null) {
      if (block < Number(fromBlock)) return false
    } else if (fromDate !== null && time < parseDate(fromDate)) return false
    if (toBlock !== null) {
      if (block > Number(toBlock)) return false
    } else if (toDate !== null && time > parseDate(toDate)) return false
    return true
  })
  const ordered = query.get('order') === 'ASC' ? [...filtered].reverse() : filtered
  if (query.get('format') !== 'hex') return ordered
  return ordered.map((transfer) => ({ ...transfer, token_id: `0x${BigInt(String(transfer.token_id)).toString(16)}` }))
}

export const nftTransfersHandlers = [
  http.get(fixturePath('nft-transfers'), ({ params, request }) => {
    const address = String(params.address)
    const failure = scenarioResponse(address)
    if (failure) return failure
    const url = new URL(request.url)
    const problems = invalidParameters(url.searchParams)
    if (problems.length > 0) return errorResponse(400, problems)
    const wallet = findWallet(address)
    const transfers = applyFilters(wallet?.transfers ?? [], url.searchParams)
    const { page, cursor, pageNumber, pageSize } = pageOf(transfers, url, NFT_TRANSFERS_PAGE_SIZE)
    const envelope = {
      page: String(pageNumber),
      page_size: String(pageSize),
      block_exists: wallet?.blockExists ?? true,
      index_complete: wallet?.indexComplete ?? true,
    }
    const body: NftTransfersPageWire = wallet?.singleResult && page[0] ? { ...envelope, cursor: null, result: page[0] } : { ...envelope, cursor, result: page }
    return jsonResponse(body)
  }),
]
