/** Deep links the home page and navigation offer; each is answered by the fixtures (checked in mocks/examples.test.ts). */
export const EXAMPLES = {
  token: { chain: 'eth', address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' },
  wallet: { chain: 'eth', address: '0xd8da6bf26964af9d7eed9e10c0e5d4cc70a37a2f' },
  nft: { chain: 'eth', address: '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d', tokenId: '1' },
  collection: { chain: 'eth', address: '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d' },
  transaction: { chain: 'eth', hash: '0x0000000000000000000000000000000000000000000000000000000000000000' },
  solanaToken: { network: 'mainnet', address: 'So11111111111111111111111111111111111111112' },
  rpc: { chain: 'eth', blockHash: '0x0000000000000000000000000000000000000000000000000000000000000000', index: '0' },
} as const
