import type { Erc20Transfer } from '@/api/erc20-transfers'
import type { Erc20TransfersLink } from '@/deep-links/view-links'
import { displayText } from '@/lib/display-text'
import { exactUnits, groupDigits, shortenHex } from '@/lib/format'
import { trimTokenText } from '@/lib/token-text'
import { invalidLinkSummary, unknownChainSummary } from '@/page-meta/link-problems'
import { httpsImage, joinTitle, sentence, untrusted, type Loaded, type PageSummary } from '@/page-meta/page-meta'

/** "Dai (DAI)", "DAI" or "Dai", from the first transfer; null when the service names neither. */
function tokenName(row: Erc20Transfer): string | null {
  const name = untrusted(trimTokenText(row.token_name), 40)
  const symbol = untrusted(trimTokenText(row.token_symbol), 20)
  if (name && symbol && name !== symbol) return `${name} (${symbol})`
  return name ?? symbol
}

function amount(row: Erc20Transfer): string {
  const symbol = untrusted(trimTokenText(row.token_symbol), 20)
  if (row.token_decimals === null) return `${groupDigits(row.value.toString())} raw units`
  return [groupDigits(exactUnits(row.value, row.token_decimals)), symbol].filter(Boolean).join(' ')
}

/** The first page's rows: the newest transfer names the token. */
export function describeErc20Transfers(link: Erc20TransfersLink, loaded: Loaded<readonly Erc20Transfer[]>, gateway: string): PageSummary {
  if (link.status === 'unknown-chain') return unknownChainSummary(link)
  if (link.status === 'invalid') return invalidLinkSummary('token transfers', link)
  const chain = link.chain.label
  const contract = shortenHex(link.address)
  const plain = {
    title: joinTitle(`Token ${contract} transfers`, chain),
    description: sentence(`ERC20 transfers of token ${link.address} on ${chain}.`),
    image: null,
  }
  if (loaded.state === 'failed') return { ...plain, title: joinTitle('Error', plain.title) }
  if (loaded.state !== 'loaded') return plain
  const first = loaded.data[0]
  if (!first) return { ...plain, description: sentence(`No ERC20 transfers of token ${link.address} on ${chain} yet.`) }
  const name = tokenName(first) ?? `Token ${contract}`
  const from = first.from_address ? displayText(shortenHex(first.from_address), 20) : 'nobody'
  const to = first.to_address ? displayText(shortenHex(first.to_address), 20) : 'nobody'
  return {
    title: joinTitle(`${name} transfers`, chain),
    description: sentence(`ERC20 transfers of ${name}, contract ${contract}, on ${chain}. Latest: ${amount(first)} from ${from} to ${to}.`),
    image: httpsImage(first.token_logo, gateway),
  }
}
