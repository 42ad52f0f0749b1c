import type { SolanaPair } from '@/api/solana-pairs'
import type { SolanaPairsLink } from '@/deep-links/view-links'
import { displayText } from '@/lib/display-text'
import { formatUsd, shortenHex } from '@/lib/format'
import { trimTokenText } from '@/lib/token-text'
import { invalidLinkSummary } from '@/page-meta/link-problems'
import { httpsImage, joinTitle, sentence, untrusted, type Loaded, type PageSummary } from '@/page-meta/page-meta'

export function describeSolanaPairs(link: SolanaPairsLink, loaded: Loaded<readonly SolanaPair[]>, gateway: string): PageSummary {
  if (link.status === 'invalid') return invalidLinkSummary('Solana pairs', link)
  const { network, address } = link.input
  const chain = network === 'mainnet' ? 'Solana' : 'Solana devnet'
  const short = displayText(shortenHex(address, 4, 4), 20)
  const plain = {
    title: joinTitle(`Token ${short} pairs`, chain),
    description: sentence(`Where the liquidity of token ${address} on ${chain} sits: its trading pairs across exchanges.`),
    image: null,
  }
  if (loaded.state === 'failed') return { ...plain, title: joinTitle('Error', plain.title) }
  if (loaded.state !== 'loaded') return plain
  const top = loaded.data[0]
  const token = top?.pair.find((side) => side.tokenAddress === address)
  const symbol = untrusted(trimTokenText(token?.tokenSymbol), 20) ?? untrusted(trimTokenText(token?.tokenName), 40)
  if (!top || !symbol) return plain
  const label = untrusted(top.pairLabel, 40)
  const exchange = untrusted(top.exchangeName, 40)
  const deepest = label
    ? `Top pair: ${label}${exchange ? ` on ${exchange}` : ''}${top.liquidityUsd ? ` with ${formatUsd(top.liquidityUsd, { compact: true })} liquidity` : ''}.`
    : null
  return {
    title: joinTitle(`${symbol} pairs`, chain),
    description: sentence(`Where ${symbol}’s liquidity sits on ${chain}: its trading pairs across exchanges.`, deepest),
    image: httpsImage(token?.tokenLogo, gateway),
  }
}
