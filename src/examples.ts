/** Deep links the home page and navigation offer; each is answered by the fixtures (checked in mocks/examples.test.ts). */
export const EXAMPLES = {
  token: { chain: 'eth', address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' },
  wallet: { chain: 'eth', address: '0x7f3a9c1e5b2d8046a1c9e7f0b3d5a2c4e6f81d9b' },
  nft: { chain: 'eth', address: '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d', tokenId: '7495' },
  collection: { chain: 'eth', address: '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d' },
  transaction: { chain: 'eth', hash: '0x6b1f0c9a3e5d7b9f1a3c5e7d9b1f3a5c7e9d1b3f5a7c9e1d3b5f7a9c1e3d5b70' },
  solanaToken: { network: 'mainnet', address: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263' },
  rpc: { chain: 'eth', blockHash: '0x9c3e5a7b1d9f2e4c6a8b0d1f3e5c7a9b2d4f6e8a0c1b3d5f7e9a2c4b6d8f0e1a', index: '0' },
} as const
