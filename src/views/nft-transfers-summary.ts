import type { NftTransfersLink } from '@/deep-links/view-links'
import { shortenHex } from '@/lib/format'
import { invalidLinkSummary, unknownChainSummary } from '@/page-meta/link-problems'
import { joinTitle, sentence, type PageSummary } from '@/page-meta/page-meta'

/** A wallet's NFT transfers are named by the wallet alone: the list has no one name to show. */
export function describeNftTransfers(link: NftTransfersLink): PageSummary {
  if (link.status === 'unknown-chain') return unknownChainSummary(link)
  if (link.status === 'invalid') return invalidLinkSummary('wallet NFT transfers', link)
  const chain = link.chain.label
  return {
    title: joinTitle(`NFT transfers of ${shortenHex(link.address)}`, chain),
    description: sentence(`The NFTs wallet ${link.address} sent and received on ${chain}.`),
    image: null,
  }
}
