import { EXAMPLES } from '@/examples'
import type { Nft, NftParams } from '@/api/nft'
import { readNftSearch, type NftSearch } from '@/deep-links/nft-search'
import { readNftLink, type NftLink } from '@/deep-links/view-links'
import { describeNft } from '@/views/nft-summary'
import type { ViewDeclaration } from './view'

export const nftView = {
  route: '/$chain/nft/$address/$tokenId',
  readme: { title: 'One NFT', search: '`format`, `normalizeMetadata`, `media_items` (both on unless `=false`)' },
  nav: { label: 'NFT', blurb: 'One NFT: its media, attributes, rarity, owner and last sale.' },
  example: { name: 'NFT', params: EXAMPLES.nft, shows: 'Bored Ape #7495', ready: 'main h1' },
  chainSet: 'nft',
  readSearch: readNftSearch,
  readLink: (params, search) => readNftLink({ chain: params.chain!, address: params.address!, tokenId: params.tokenId! }, search),
  request: (link) => (link.status === 'ok' ? { operation: 'nft', params: { chain: link.chain.apiChain, ...link.params } } : null),
  describedByData: true,
  describe: (link, loaded, { gateway }) => describeNft(link, loaded, gateway),
  watchTarget: ({ chain, params }) => ({ kind: 'nft', chain: chain.slug, address: params.address, tokenId: params.tokenId }),
} satisfies ViewDeclaration<NftLink, NftSearch, NftParams, Nft>
