import { describe, expect, it } from 'vitest'
import { nftCollectionSchema } from '@/api/nft-collection'
import { WAITING } from '@/page-meta/page-meta'
import { describeCollection } from './nft-collection-summary'
import { nftCollectionView } from './nft-collection'
import { GATEWAY, linkOf } from '@/test/view-links'

const APES = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d'
const link = linkOf(nftCollectionView, `/eth/collection/${APES}`)

describe('describeCollection', () => {
  it('names the contract from the URL, then the collection by name and symbol with its logo', () => {
    expect(describeCollection(link, WAITING, GATEWAY).title).toBe('Collection 0xbc4c…f13d · Ethereum')
    const collection = nftCollectionSchema.parse({
      token_address: APES,
      name: 'Bored Ape Yacht Club',
      symbol: 'BAYC',
      contract_type: 'ERC721',
      verified_collection: true,
      collection_logo: 'https://logo.example/bayc.png',
    })
    expect(describeCollection(link, { state: 'loaded', data: collection }, GATEWAY)).toEqual({
      title: 'Bored Ape Yacht Club (BAYC) · Ethereum',
      description: 'Bored Ape Yacht Club (BAYC), an ERC721 collection at 0xbc4c…f13d on Ethereum, verified.',
      image: 'https://logo.example/bayc.png',
    })
  })

  it('keeps hostile names as text and gives no image for a data: or javascript: logo', () => {
    for (const logo of ['data:image/png;base64,AAAA', 'javascript:alert(1)']) {
      const collection = nftCollectionSchema.parse({ token_address: APES, name: '"><img src=x onerror=alert(1)>', symbol: null, collection_logo: logo })
      const meta = describeCollection(link, { state: 'loaded', data: collection }, GATEWAY)
      expect(meta.title).toBe('"><img src=x onerror=alert(1)> · Ethereum')
      expect(meta.image).toBeNull()
    }
  })

  it('says so when the collection is not found or failed, and for a chain the collection operation does not take', () => {
    expect(describeCollection(link, { state: 'not-found' }, GATEWAY).title).toBe('Collection not found · Ethereum')
    expect(describeCollection(link, { state: 'failed' }, GATEWAY).title).toBe('Error · Collection 0xbc4c…f13d · Ethereum')
    expect(describeCollection(linkOf(nftCollectionView, `/palm/collection/${APES}`), WAITING, GATEWAY).title).toBe('Unknown chain “palm” · Chainview')
  })
})
