import { EXAMPLES } from '@/examples'
import type { WalletToken, WalletTokensParams } from '@/api/wallet-tokens'
import { readAddressLink, type AddressLink } from '@/deep-links/view-links'
import { isDecimalText, exactUnits, formatUsd, groupDigits, shortenHex } from '@/lib/format'
import { sumDecimals } from '@/lib/decimal'
import { invalidLinkSummary, unknownChainSummary } from '@/page-meta/link-problems'
import { joinTitle, sentence, type Loaded, type PageSummary } from '@/page-meta/page-meta'
import { NO_SEARCH, type ViewDeclaration } from './view'

/** "12.345678901234567891 ETH and 6 tokens worth $68,123.45", from the first page; spam is neither counted nor valued. */
function holdingsSentence(rows: readonly WalletToken[], symbol: string): string {
  const kept = rows.filter((row) => !row.possible_spam)
  const native = kept.find((row) => row.native_token)
  const tokens = kept.filter((row) => !row.native_token)
  const values = kept.map((row) => row.usd_value).filter((value): value is string => value !== null && isDecimalText(value))
  const worth = values.length > 0 ? ` worth ${formatUsd(sumDecimals(values))}` : ''
  const nativePart = native && native.decimals !== null ? `${groupDigits(exactUnits(native.balance, native.decimals))} ${symbol}` : null
  const tokenPart = `${tokens.length} ${tokens.length === 1 ? 'token' : 'tokens'}`
  return [nativePart, tokenPart].filter(Boolean).join(' and ') + worth
}

export function describeWalletTokens(link: AddressLink, loaded: Loaded<readonly WalletToken[]>): PageSummary {
  if (link.status === 'unknown-chain') return unknownChainSummary(link)
  if (link.status === 'invalid') return invalidLinkSummary('wallet', link)
  const chain = link.chain.label
  const plain = {
    title: joinTitle(`Wallet ${shortenHex(link.address)}`, chain),
    description: sentence(`The tokens wallet ${link.address} holds on ${chain}, with their prices and values.`),
    image: null,
  }
  if (loaded.state === 'failed') return { ...plain, title: joinTitle('Error', plain.title) }
  if (loaded.state !== 'loaded') return plain
  return { ...plain, description: sentence(`Wallet ${link.address} holds ${holdingsSentence(loaded.data, link.chain.native.symbol)} on ${chain}.`) }
}

// A wallet's home: its balances. Its words read the first page of holdings.
export const walletTokensView = {
  route: '/$chain/wallet/$address/',
  readme: { title: "A wallet's tokens: balances, prices, values, spam hidden" },
  nav: { label: 'Wallet', blurb: 'What a wallet holds: its native coin and tokens, with prices, values and spam set apart.' },
  example: { name: 'wallet tokens', params: EXAMPLES.wallet, shows: 'Dai Stablecoin', ready: 'main table tbody tr' },
  readSearch: NO_SEARCH,
  readLink: (params) => readAddressLink({ chain: params.chain!, address: params.address! }, 'general', 'wallet address'),
  request: (link) => (link.status === 'ok' ? { operation: 'wallet-tokens', params: { chain: link.chain.apiChain, address: link.address } } : null),
  describedByData: true,
  describe: (link, loaded) => describeWalletTokens(link, loaded),
  search: { label: 'Wallet tokens' },
  watchTarget: (link) => ({ kind: 'wallet', chain: link.chain.slug, address: link.address }),
  csvFile: (link) => ({ view: 'wallet-tokens', chain: link.chain.slug, address: link.address, filters: {} }),
} satisfies ViewDeclaration<AddressLink, Record<string, never>, WalletTokensParams, readonly WalletToken[]>
