import type { NftCollection } from '@/api/nft-collection'
import type { CollectionLink } from '@/deep-links/view-links'
import { shortenHex } from '@/lib/format'
import { invalidLinkSummary, unknownChainSummary } from '@/page-meta/link-problems'
import { httpsImage, joinTitle, sentence, untrusted, type Loaded, type PageSummary } from '@/page-meta/page-meta'

export function describeCollection(link: CollectionLink, loaded: Loaded<NftCollection>, gateway: string): PageSummary {
  if (link.status === 'unknown-chain') return unknownChainSummary(link)
  if (link.status === 'invalid') return invalidLinkSummary('collection', link)
  const chain = link.chain.label
  const plain = {
    title: joinTitle(`Collection ${shortenHex(link.address)}`, chain),
    description: sentence(`The NFT collection at ${link.address} on ${chain}: its metadata, links and badges.`),
    image: null,
  }
  switch (loaded.state) {
    case 'waiting':
      return plain
    case 'not-found':
      return { ...plain, title: joinTitle('Collection not found', chain) }
    case 'failed':
      return { ...plain, title: joinTitle('Error', plain.title) }
    case 'loaded': {
      const collection = loaded.data
      const name = untrusted(collection.name)
      const symbol = untrusted(collection.symbol, 20)
      const named = name && symbol && name !== symbol ? `${name} (${symbol})` : (name ?? symbol ?? `Collection ${shortenHex(link.address)}`)
      const kind = untrusted(collection.contract_type, 20)
      return {
        title: joinTitle(named, chain),
        description: sentence(
          `${named}, ${kind ? `an ${kind}` : 'an NFT'} collection at ${shortenHex(link.address)} on ${chain}${collection.verified_collection ? ', verified' : ''}.`,
        ),
        image: httpsImage(collection.collection_logo, gateway),
      }
    }
  }
}
