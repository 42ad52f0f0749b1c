import type { RpcTransactionLink } from '@/deep-links/view-links'
import { shortenHex } from '@/lib/format'
import { invalidLinkSummary, unknownChainSummary } from '@/page-meta/link-problems'
import { joinTitle, sentence, type PageSummary } from '@/page-meta/page-meta'

export function describeRpcTransaction(link: RpcTransactionLink): PageSummary {
  if (link.status === 'unknown-rpc-chain') return unknownChainSummary(link)
  if (link.status === 'invalid') return invalidLinkSummary('RPC lookup', link)
  const chain = link.chain.label
  return {
    title: joinTitle(`Transaction ${link.index} in block ${shortenHex(link.blockHash)}`, chain),
    description: sentence(`The transaction at index ${link.index} of block ${link.blockHash} on ${chain}, looked up over JSON-RPC.`),
    image: null,
  }
}
