import { describe, expect, it } from 'vitest'
import { startFixtureServer } from '../src/test/msw'
import { EXAMPLES } from '../src/examples'
import { fetchErc20Transfers } from '../src/api/erc20-transfers'
import { fetchNftTransfers } from '../src/api/nft-transfers'
import { fetchNft } from '../src/api/nft'
import { fetchNftCollection } from '../src/api/nft-collection'
import { fetchTransaction } from '../src/api/transaction'
import { fetchSolanaPairs } from '../src/api/solana-pairs'
import { fetchRpcTransaction } from '../src/api/rpc-transaction'

startFixtureServer()

describe('the home page examples', () => {
  it('each lead to fixture data', async () => {
    expect((await fetchErc20Transfers({ chain: 'eth', address: EXAMPLES.token.address }, null)).items.length).toBeGreaterThan(0)
    expect((await fetchNftTransfers({ chain: 'eth', address: EXAMPLES.wallet.address }, null)).items.length).toBeGreaterThan(0)
    expect((await fetchNft({ chain: 'eth', address: EXAMPLES.nft.address, tokenId: EXAMPLES.nft.tokenId })).token_id).toBe(EXAMPLES.nft.tokenId)
    expect((await fetchNftCollection({ chain: 'eth', address: EXAMPLES.collection.address })).name).toBeTruthy()
    expect((await fetchTransaction({ chain: 'eth', hash: EXAMPLES.transaction.hash })).hash).toBe(EXAMPLES.transaction.hash)
    expect((await fetchSolanaPairs({ network: EXAMPLES.solanaToken.network, address: EXAMPLES.solanaToken.address }, null)).items.length).toBeGreaterThan(0)
    const rpc = await fetchRpcTransaction({ chain: EXAMPLES.rpc.chain, blockHash: EXAMPLES.rpc.blockHash, index: BigInt(EXAMPLES.rpc.index) })
    expect(rpc?.blockHash).toBe(EXAMPLES.rpc.blockHash)
  })
})
