import { describe, expect, it } from 'vitest'
import { parseSearchInput } from './parse-search-input'

const BAYC = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d'

describe('what is pasted into the search box', () => {
  it('reads a transaction hash, lowercased, with no chain: the search box looks for it', () => {
    expect(parseSearchInput(` 0x${'AB'.repeat(32)} `)).toEqual({ kind: 'transaction', hash: `0x${'ab'.repeat(32)}`, chain: null })
  })

  it('reads an address, to be classified on the header’s chain', () => {
    expect(parseSearchInput(BAYC)).toEqual({ kind: 'address', address: BAYC, chain: null, collection: false })
  })

  it('reads 0x<contract>/<tokenId> and 0x<contract>:<tokenId> as an NFT', () => {
    expect(parseSearchInput(`${BAYC}/7495`)).toEqual({ kind: 'nft', address: BAYC, tokenId: '7495', chain: null })
    expect(parseSearchInput(`${BAYC}:7495`)).toEqual({ kind: 'nft', address: BAYC, tokenId: '7495', chain: null })
  })

  it('refuses an NFT whose token id is not a decimal number', () => {
    expect(parseSearchInput(`${BAYC}/seven`)).toMatchObject({ kind: 'invalid', message: '“seven” is not a decimal token id (digits only, up to 78 of them)' })
  })

  it('reads a base58 address as a Solana token on mainnet', () => {
    expect(parseSearchInput('DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263')).toEqual({
      kind: 'solana-address',
      address: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263',
      network: 'mainnet',
    })
  })

  it('says how many hex digits a hash of the wrong length has', () => {
    expect(parseSearchInput(`0x${'ab'.repeat(31)}`)).toEqual({
      kind: 'invalid',
      message: '0x and 62 hex digits is neither an address (40 digits) nor a transaction hash (64 digits)',
    })
  })

  it('refuses words, ENS names and hostile strings with a plain message', () => {
    expect(parseSearchInput('hello world')).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/^Not an address, transaction hash/) })
    expect(parseSearchInput('vitalik.eth')).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/ENS names/) })
    expect(parseSearchInput('<img src=x onerror=alert(1)>')).toMatchObject({ kind: 'invalid' })
  })

  it('is empty for whitespace', () => {
    expect(parseSearchInput('   ')).toEqual({ kind: 'empty' })
  })
})
