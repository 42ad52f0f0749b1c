import { displayText } from '@/lib/display-text'
import { exactUnits, groupDigits, shortenHex } from '@/lib/format'
import type { Asset } from './assets'

/** What the page knows of a token: its symbol and decimals, both untrusted and either possibly unknown. */
export interface TokenFacts {
  symbol: string | null
  decimals: number | null
}

export type TokenFactsLookup = (token: string) => TokenFacts | null

export interface AmountContext {
  nativeSymbol: string
  nativeDecimals: number
  tokenFacts: TokenFactsLookup
  /** a contract's name from the published lists ("Aave V3: Pool"), where they name it */
  contractName?: (address: string) => string | null
}

/** A symbol from the data is untrusted: control and direction characters shown, long ones cut. */
export const safeSymbol = (symbol: string) => displayText(symbol.replace(/\s+/g, ' ').trim(), 24)

/** Decimals that can be trusted to place a point: a whole number a token could have. */
const usableDecimals = (decimals: number | null): decimals is number => decimals !== null && Number.isInteger(decimals) && decimals >= 0 && decimals <= 77

/** "NFT 0xbc4c…f13d #8817": an NFT by its contract and id (ids longer than 16 digits are cut). */
export function nftName(asset: Extract<Asset, { tokenId: bigint }>): string {
  const id = asset.tokenId.toString()
  return `NFT ${shortenHex(asset.token)} #${id.length > 16 ? `${id.slice(0, 12)}…` : id}`
}

/**
 * An amount as a reader says it, exact and grouped: "3,412.5 USDC", "1 ETH", "5 × NFT 0x76be…8e77 #…", and for a
 * token without known decimals "3412500000 raw units of 0xa0b8…eb48".
 */
export function amountText(asset: Asset, amount: bigint, context: AmountContext): string {
  switch (asset.kind) {
    case 'native':
      return `${groupDigits(exactUnits(amount, context.nativeDecimals))} ${context.nativeSymbol}`
    case 'erc20': {
      const facts = context.tokenFacts(asset.token)
      if (!facts || !usableDecimals(facts.decimals)) return `${groupDigits(amount.toString())} raw units of ${shortenHex(asset.token)}`
      const symbol = facts.symbol ? safeSymbol(facts.symbol) : shortenHex(asset.token)
      return `${groupDigits(exactUnits(amount, facts.decimals))} ${symbol}`
    }
    case 'erc721':
      return nftName(asset)
    case 'erc1155':
      return `${groupDigits(amount.toString())} × ${nftName(asset)}`
  }
}

/** One item of a list of amounts: an asset's amount, or the NFTs of one contract counted together. */
export type AmountItem = { type: 'one'; asset: Asset; amount: bigint } | { type: 'nfts'; token: string; count: bigint; ids: bigint[] }

/** More NFTs of one contract than this are counted, not listed. */
const LISTED_NFTS = 3

/**
 * The amounts as a reader takes them in: NFTs of one contract, beyond three, become one counted item, in place of
 * the first of them.
 */
export function amountItems(changes: readonly { asset: Asset; amount: bigint }[]): AmountItem[] {
  const byToken = new Map<string, { asset: Asset; amount: bigint }[]>()
  for (const change of changes)
    if (change.asset.kind === 'erc721' || change.asset.kind === 'erc1155') byToken.set(change.asset.token, [...(byToken.get(change.asset.token) ?? []), change])
  const items: AmountItem[] = []
  const grouped = new Set<string>()
  for (const change of changes) {
    const token = change.asset.kind === 'erc721' || change.asset.kind === 'erc1155' ? change.asset.token : null
    const group = token ? (byToken.get(token) ?? []) : []
    if (!token || group.length <= LISTED_NFTS) {
      items.push({ type: 'one', asset: change.asset, amount: change.amount })
      continue
    }
    if (grouped.has(token)) continue
    grouped.add(token)
    const ids = group.flatMap(({ asset }) => (asset.kind === 'erc721' || asset.kind === 'erc1155' ? [asset.tokenId] : []))
    items.push({ type: 'nfts', token, count: group.reduce((sum, { amount }) => sum + amount, 0n), ids })
  }
  return items
}

/** A token id as a reader can take it in: a long one by its first twelve digits. */
export const shortId = (id: bigint) => {
  const text = id.toString()
  return text.length > 16 ? `${text.slice(0, 12)}…` : text
}

/** "#105–#114" for a run of consecutive ids, else the first two and an ellipsis. */
export function idSummary(ids: readonly bigint[]): string {
  const sorted = [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const first = sorted[0]
  const last = sorted.at(-1)
  if (first === undefined || last === undefined) return ''
  const consecutive = sorted.every((id, index) => id === first + BigInt(index))
  if (consecutive) return `#${shortId(first)}–#${shortId(last)}`
  return `${ids
    .slice(0, 2)
    .map((id) => `#${shortId(id)}`)
    .join(', ')}, …`
}

/** "10 NFTs of 0x251c…302c (#105–#114)". */
export const nftGroupText = (item: Extract<AmountItem, { type: 'nfts' }>) =>
  `${groupDigits(item.count.toString())} NFTs of ${shortenHex(item.token)} (${idSummary(item.ids)})`
