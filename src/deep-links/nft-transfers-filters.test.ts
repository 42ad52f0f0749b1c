import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseNftTransfersFilters } from './nft-transfers-filters'
import { readNftTransfersSearch } from './nft-transfers-search'

const APES = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d'
const AZUKI = '0xed5af388653567af2f388e6224dc7c4b3241c544'

describe('NFT transfer filters from the URL', () => {
  it('reads repeated contract_addresses as a list and one as a list of one', () => {
    expect(readNftTransfersSearch({ contract_addresses: [APES, AZUKI] }).contract_addresses).toEqual([APES, AZUKI])
    expect(readNftTransfersSearch({ contract_addresses: APES }).contract_addresses).toEqual([APES])
    expect(readNftTransfersSearch({}).contract_addresses).toBeUndefined()
  })

  it('passes valid filters on under their API names, each contract once', () => {
    const { filters, problems } = parseNftTransfersFilters({
      contract_addresses: [APES, getAddress(APES), AZUKI],
      format: 'hex',
      from_block: '100',
      order: 'asc',
      limit: '10',
    })
    expect(problems).toEqual([])
    expect(filters).toEqual({ contract_addresses: [APES, AZUKI], format: 'hex', from_block: '100', order: 'ASC', limit: 10 })
  })

  it('reports a malformed contract, format or range', () => {
    const { problems } = parseNftTransfersFilters({ contract_addresses: ['0x1234'], format: 'octal', to_block: 'latest' })
    expect(problems).toEqual([
      'to_block must be a block number, not “latest”',
      '“0x1234” is not a valid contract address in contract_addresses (0x and 40 hex digits)',
      'format must be decimal or hex, not “octal”',
    ])
  })
})
