/** What moves in a transaction: the chain's native coin, or a token of one standard at a contract. */
export type Asset =
  | { kind: 'native' }
  | { kind: 'erc20'; token: string }
  | { kind: 'erc721'; token: string; tokenId: bigint }
  | { kind: 'erc1155'; token: string; tokenId: bigint }

export const NATIVE: Asset = { kind: 'native' }

/** One key per asset, for sums: an NFT is its own asset, one per token id. */
export function assetKey(asset: Asset): string {
  switch (asset.kind) {
    case 'native':
      return 'native'
    case 'erc20':
      return `erc20:${asset.token}`
    default:
      return `${asset.kind}:${asset.token}:${asset.tokenId}`
  }
}

export const isNft = (asset: Asset): asset is Extract<Asset, { tokenId: bigint }> => asset.kind === 'erc721' || asset.kind === 'erc1155'

/** The address that mints and burns: a transfer from it creates tokens, one to it destroys them. */
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'
