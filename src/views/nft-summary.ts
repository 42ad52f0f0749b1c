import type { Nft } from '@/api/nft'
import type { NftLink } from '@/deep-links/view-links'
import { readNftMetadata } from '@/lib/nft-metadata'
import { shortenHex } from '@/lib/format'
import { shortTokenId } from '@/lib/values/token-id'
import { invalidLinkSummary, unknownChainSummary } from '@/page-meta/link-problems'
import { DESCRIPTION_MAX, httpsImage, joinTitle, sentence, untrusted, type Loaded, type PageSummary } from '@/page-meta/page-meta'

/** The service's own preview sizes come first: they are small and served from its CDN, not a slow IPFS gateway. */
function previewImage(nft: Nft, metadataImage: unknown, gateway: string): string | null {
  const sizes = nft.media?.media_collection
  for (const size of [sizes?.medium, sizes?.high, sizes?.low]) {
    const url = httpsImage(size?.url, gateway)
    if (url) return url
  }
  return httpsImage(metadataImage, gateway)
}

export function describeNft(link: NftLink, loaded: Loaded<Nft>, gateway: string): PageSummary {
  if (link.status === 'unknown-chain') return unknownChainSummary(link)
  if (link.status === 'invalid') return invalidLinkSummary('NFT', link)
  const chain = link.chain.label
  const { address, tokenId } = link.params
  const token = `#${shortTokenId(tokenId)}`
  const plain = {
    title: joinTitle(`NFT ${token}`, shortenHex(address), chain),
    description: sentence(`NFT ${tokenId} of contract ${address} on ${chain}: its media, attributes, owner and last sale.`),
    image: null,
  }
  switch (loaded.state) {
    case 'waiting':
      return plain
    case 'not-found':
      return { ...plain, title: joinTitle('NFT not found', chain), description: sentence(`No NFT ${tokenId} of contract ${address} on ${chain}.`) }
    case 'failed':
      return { ...plain, title: joinTitle('Error', plain.title) }
    case 'loaded': {
      const nft = loaded.data
      const metadata = readNftMetadata(nft)
      const collection = untrusted(nft.name) ?? shortenHex(address)
      const name = untrusted(metadata.name) ?? `${collection} ${token}`
      return {
        title: joinTitle(name, collection),
        description: sentence(untrusted(metadata.description, DESCRIPTION_MAX) ?? `${name}, an NFT of ${collection} on ${chain}.`),
        image: previewImage(nft, metadata.image, gateway),
      }
    }
  }
}
