import { describe, expect, it } from 'vitest'
import { parseNftInput } from './nft-input'

const APES = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d'

describe('NFT view input', () => {
  it('asks for preview media and normalized metadata unless the URL turns them off', () => {
    expect(parseNftInput(APES, '7495', {})).toEqual({ params: { address: APES, tokenId: '7495', normalizeMetadata: true, media_items: true }, problems: [] })
    expect(parseNftInput(APES, '0x1d47', { format: 'hex', media_items: 'false' }).params).toEqual({
      address: APES,
      tokenId: '0x1d47',
      format: 'hex',
      normalizeMetadata: true,
      media_items: false,
    })
  })

  it('reports a token id that does not fit its format, a bad contract and bad options', () => {
    expect(parseNftInput(APES, '0x1d47', {}).problems).toEqual(['“0x1d47” is a hex token id; add format=hex to look it up'])
    expect(parseNftInput(APES, '7495', { format: 'hex' }).problems).toEqual(['“7495” is not a hex token id (0x and up to 64 hex digits)'])
    expect(parseNftInput('0x12', 'abc', { normalizeMetadata: 'yes', media_items: '1' }).problems).toEqual([
      '“0x12” is not a valid contract address (0x and 40 hex digits)',
      '“abc” is not a decimal token id (digits only, up to 78 of them)',
      'normalizeMetadata must be true or false, not “yes”',
      'media_items must be true or false, not “1”',
    ])
  })
})
