import { EXAMPLES } from '@/examples'
import type { NftCollection, NftCollectionParams } from '@/api/nft-collection'
import { readCollectionSearch } from '@/deep-links/view-search'
import { readCollectionLink, type CollectionLink, type CollectionSearch } from '@/deep-links/view-links'
import { describeCollection } from '@/views/nft-collection-summary'
import type { ViewDeclaration } from './view'

export const nftCollectionView = {
  route: '/$chain/collection/$address',
  readme: { title: 'NFT collection', search: '`include_prices`' },
  nav: { label: 'Collection', blurb: 'An NFT collection’s metadata, links and badges.' },
  example: { name: 'NFT collection', params: EXAMPLES.collection, shows: 'Bored Ape Yacht Club', ready: 'main h1' },
  chainSet: 'collection',
  readSearch: readCollectionSearch,
  readLink: (params, search) => readCollectionLink({ chain: params.chain!, address: params.address! }, search),
  request: (link) =>
    link.status === 'ok'
      ? { operation: 'nft-collection', params: { chain: link.chain.apiChain, address: link.address, ...(link.includePrices ? { include_prices: true } : {}) } }
      : null,
  describedByData: true,
  describe: (link, loaded, { gateway }) => describeCollection(link, loaded, gateway),
  search: { label: 'NFT collection' },
  watchTarget: (link) => ({ kind: 'collection', chain: link.chain.slug, address: link.address }),
} satisfies ViewDeclaration<CollectionLink, CollectionSearch, NftCollectionParams, NftCollection>
