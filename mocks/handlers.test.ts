// @vitest-environment node
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXAMPLE_COLLECTION } from './fixtures/nft-collection'
import { EXAMPLE_NFT } from './fixtures/nft'
import { nftHandlers } from './handlers/nft'
import { nftCollectionHandlers } from './handlers/nft-collection'
import { fetchRaw } from '../src/test/msw'

// The token route is registered first here on purpose: it must step aside for `/nft/:address/metadata` by itself.
const server = setupServer(...nftHandlers, ...nftCollectionHandlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const base = 'http://localhost/proxy/evm/api/v2.2'

describe('NFT routes', () => {
  it('leaves /nft/:address/metadata to the collection handler even when the token handler comes first', async () => {
    const { status, body } = await fetchRaw(`${base}/nft/${EXAMPLE_COLLECTION}/metadata?chain=eth`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ token_address: EXAMPLE_COLLECTION, name: 'Bored Ape Yacht Club' })
    expect(body).not.toHaveProperty('token_id')
  })

  it('still answers a token id on the same contract', async () => {
    const { status, body } = await fetchRaw(`${base}/nft/${EXAMPLE_NFT.address}/${EXAMPLE_NFT.tokenId}?chain=eth`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ token_id: EXAMPLE_NFT.tokenId })
  })
})
