import { Link } from '@tanstack/react-router'
import type { NftLastSale } from '@/api/nft'
import type { EvmChain } from '@/chains'
import { SafeImage } from './SafeImage'
import { TokenAmount } from './TokenAmount'
import { UntrustedText } from './UntrustedText'
import { exactUsd, formatUsd, isDecimalText } from '@/lib/format'
import { NotANumber } from './NotANumber'
import { AddressOrText, TxOrText } from './AddressOrText'
import { DetailList, type Detail } from './DetailList'
import { Timestamp } from './Timestamp'
import { isDecimalTokenId } from '@/lib/values/token-id'

interface Props {
  chain: EvmChain
  sale: NftLastSale
  /** the collection view links the sold token; the NFT view is already on it */
  contract?: string
}

function Usd({ value }: { value: string | null }) {
  if (value === null) return <span className="text-muted">—</span>
  if (!isDecimalText(value)) return <NotANumber raw={value} />
  return (
    <span className="font-mono tabular-nums" title={exactUsd(value)}>
      {formatUsd(value)}
    </span>
  )
}

function Price({ sale }: { sale: NftLastSale }) {
  const token = sale.payment_token
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <SafeImage src={token?.token_logo} alt="" className="h-4 w-4 rounded-full" />
      {sale.price !== null ? (
        <TokenAmount value={sale.price} decimals={token?.token_decimals ?? null} symbol={token?.token_symbol} />
      ) : (
        <UntrustedText value={sale.price_formatted} maxLength={60} />
      )}
      {token?.token_name && (
        <span className="text-xs text-muted">
          (<UntrustedText value={token.token_name} maxLength={60} />)
        </span>
      )}
    </span>
  )
}

export function LastSale({ chain, sale, contract }: Props) {
  const details: Detail[] = [
    { term: 'Price', value: <Price sale={sale} /> },
    { term: 'USD at sale', value: <Usd value={sale.usd_price_at_sale} /> },
    { term: 'Current USD value', value: <Usd value={sale.current_usd_value} /> },
    { term: 'Buyer', value: <AddressOrText chainSlug={chain.slug} value={sale.buyer_address} /> },
    { term: 'Seller', value: <AddressOrText chainSlug={chain.slug} value={sale.seller_address} /> },
    { term: 'Transaction', value: <TxOrText chainSlug={chain.slug} value={sale.transaction_hash} /> },
    { term: 'Sold', value: <Timestamp value={sale.block_timestamp} /> },
  ]
  if (contract && sale.token_id && isDecimalTokenId(sale.token_id)) {
    details.push({
      term: 'Token',
      value: chain.general ? (
        <Link
          to="/$chain/nft/$address/$tokenId"
          params={{ chain: chain.slug, address: contract, tokenId: sale.token_id }}
          className="break-all font-mono text-accent hover:underline"
        >
          #{sale.token_id}
        </Link>
      ) : (
        <span className="break-all font-mono">#{sale.token_id}</span>
      ),
    })
  }
  return <DetailList details={details} />
}
