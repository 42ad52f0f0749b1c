import { Link } from '@tanstack/react-router'
import { UntrustedText } from '@/components/UntrustedText'
import { exactUnits, groupDigits, shortenHex } from '@/lib/format'
import { nftName, type AmountContext } from '@/lib/tx-story/amount-text'
import type { Asset } from '@/lib/tx-story/assets'

interface Props {
  chain: string
  asset: Asset
  /** raw units, never negative */
  amount: bigint
  context: AmountContext
}

const usable = (decimals: number | null): decimals is number => decimals !== null && Number.isInteger(decimals) && decimals >= 0 && decimals <= 77

/** An exact amount of one asset: coins and tokens with their symbol, NFTs linked to their own view. */
export function AssetAmount({ chain, asset, amount, context }: Props) {
  switch (asset.kind) {
    case 'native': {
      const exact = exactUnits(amount, context.nativeDecimals)
      return (
        <span className="whitespace-nowrap">
          <span className="font-mono tabular-nums" data-exact={exact}>
            {groupDigits(exact)}
          </span>{' '}
          {context.nativeSymbol}
        </span>
      )
    }
    case 'erc20': {
      const facts = context.tokenFacts(asset.token)
      const token = (
        <Link to="/$chain/token/$address" params={{ chain, address: asset.token }} className="text-accent hover:underline">
          {facts?.symbol ? <UntrustedText value={facts.symbol} maxLength={24} /> : <span className="font-mono">{shortenHex(asset.token)}</span>}
        </Link>
      )
      if (!facts || !usable(facts.decimals)) {
        return (
          <span>
            <span className="font-mono tabular-nums break-all">{groupDigits(amount.toString())}</span> <span className="text-muted">raw units of</span> {token}
          </span>
        )
      }
      const exact = exactUnits(amount, facts.decimals)
      return (
        <span>
          <span className="font-mono tabular-nums break-all" data-exact={exact}>
            {groupDigits(exact)}
          </span>{' '}
          {token}
        </span>
      )
    }
    case 'erc721':
    case 'erc1155':
      return (
        <span>
          {asset.kind === 'erc1155' && <span className="font-mono tabular-nums">{groupDigits(amount.toString())} × </span>}
          <Link
            to="/$chain/nft/$address/$tokenId"
            params={{ chain, address: asset.token, tokenId: asset.tokenId.toString() }}
            className="break-all text-accent hover:underline"
            title={`${asset.token} #${asset.tokenId.toString()}`}
          >
            {nftName(asset)}
          </Link>
        </span>
      )
  }
}
