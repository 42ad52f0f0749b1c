import { describe, expect, it } from 'vitest'
import { parseExplorerLink } from '../explorer-link'
import { parseSearchInput } from '../parse-search-input'
import { readWatchlistDocument } from '../watchlist/watchlist-document'
import { blockHashProblem } from './block-hash'
import { blockIndexProblem } from './block-index'
import { evmAddressProblem } from './evm-address-checksum'
import { solanaAddressProblem } from './solana-address'
import { transactionHashProblem } from './transaction-hash'

const BAD_CHECKSUM = '0xA0b86991c6218b36c1d19d4a2e9eb0ce3606eB48'

describe('one wording per kind of value', () => {
  it('says what each malformed value should look like', () => {
    expect(evmAddressProblem('0x12', 'contract address')).toBe('“0x12” is not a valid contract address (0x and 40 hex digits)')
    expect(evmAddressProblem(BAD_CHECKSUM)).toBe(`“${BAD_CHECKSUM}” has mixed case that is not a valid checksum: check for a typo`)
    expect(transactionHashProblem('0x12')).toBe('“0x12” is not a valid transaction hash (0x and 64 hex digits)')
    expect(blockHashProblem('0x12')).toBe('“0x12” is not a valid block hash (0x and 64 hex digits)')
    expect(blockIndexProblem('-1')).toBe('“-1” is not a valid transaction index (a whole number like 12, or hex like 0xc)')
    expect(solanaAddressProblem('0OIl')).toBe('“0OIl” is not a valid Solana address (base58, 32 to 44 characters)')
  })

  it('gives the search box, explorer links and a watchlist import the same words as the routes', () => {
    expect(parseSearchInput(BAD_CHECKSUM)).toEqual({ kind: 'invalid', message: evmAddressProblem(BAD_CHECKSUM) })
    expect(parseExplorerLink('https://etherscan.io/tx/0x12')).toEqual({ kind: 'invalid', message: transactionHashProblem('0x12') })
    const imported = readWatchlistDocument({
      version: 1,
      entries: [{ kind: 'transaction', chain: 'eth', hash: '0x12', label: 'x', addedAt: '2026-01-01T00:00:00.000Z' }],
    })
    expect(imported.skipped).toEqual([{ position: 1, problem: transactionHashProblem('0x12') }])
  })
})
