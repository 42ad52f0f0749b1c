import { Link } from '@tanstack/react-router'
import type { EvmChain } from '@/chains'
import { UntrustedText } from '@/components/UntrustedText'
import { shortenHex } from '@/lib/format'
import { decimalTokenId, shortTokenId } from '@/lib/values/token-id'
import { useCollectionName } from './collection-names'

interface Props {
  chain: EvmChain
  contract: string
  tokenId: string
  spam: boolean
}

/** The token (links to the NFT view) and its collection (links to the collection view). */
export function NftCell({ chain, contract, tokenId, spam }: Props) {
  const collection = useCollectionName(chain, contract)
  const decimalId = decimalTokenId(tokenId)
  const collectionLabel = collection?.name ? (
    <UntrustedText value={collection.name} maxLength={60} />
  ) : (
    <span className="font-mono">{shortenHex(contract)}</span>
  )
  return (
    <span className="flex min-w-0 max-w-[16rem] flex-col">
      <Link
        to="/$chain/nft/$address/$tokenId"
        params={{ chain: chain.slug, address: contract, tokenId: decimalId }}
        title={`Token ${tokenId}`}
        className="truncate font-mono leading-6 text-accent hover:underline"
      >
        #{shortTokenId(tokenId)}
      </Link>
      <span className="flex min-w-0 items-center gap-1 text-xs">
        {chain.collection ? (
          <Link
            to="/$chain/collection/$address"
            params={{ chain: chain.slug, address: contract }}
            title={contract}
            className="min-w-0 truncate leading-6 text-muted hover:text-fg hover:underline"
          >
            {collectionLabel}
          </Link>
        ) : (
          <span title={contract} className="min-w-0 truncate text-muted">
            {collectionLabel}
          </span>
        )}
        {collection?.verified && (
          <span title="Verified collection" className="shrink-0 text-gain">
            ✓<span className="sr-only"> verified</span>
          </span>
        )}
      </span>
      {spam && <span className="mt-0.5 w-fit whitespace-nowrap rounded bg-warn/15 px-1.5 py-0.5 text-xs font-medium text-warn">Possible spam</span>}
    </span>
  )
}
