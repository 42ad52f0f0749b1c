import { Link } from '@tanstack/react-router'
import type { Nft } from '@/api/nft'
import type { EvmChain } from '@/chains'
import { CopyButton } from '@/components/CopyButton'
import { UntrustedText } from '@/components/UntrustedText'
import { Badges } from '@/components/Badges'

interface Props {
  chain: EvmChain
  nft: Nft
  /** the name from the token's metadata, else the collection's name and the token id */
  title: string
}

export function NftHeading({ chain, nft, title }: Props) {
  const collectionName = <UntrustedText value={nft.name} fallback="Unnamed collection" maxLength={80} />
  return (
    <div className="min-w-0 space-y-2">
      <p className="flex min-w-0 flex-wrap items-center gap-x-1 text-sm text-muted">
        {chain.collection ? (
          <Link to="/$chain/collection/$address" params={{ chain: chain.slug, address: nft.token_address }} className="min-w-0 text-accent hover:underline">
            {collectionName}
          </Link>
        ) : (
          collectionName
        )}
        {nft.symbol && (
          <span>
            (<UntrustedText value={nft.symbol} maxLength={30} />)
          </span>
        )}
        <span>· {chain.label}</span>
      </p>
      <h1 className="line-clamp-3 text-2xl font-semibold">
        <UntrustedText value={title} maxLength={200} />
      </h1>
      <p className="flex min-w-0 items-center gap-1 text-sm">
        <span className="text-muted">Token id</span>
        <span className="min-w-0 break-all font-mono">{nft.token_id}</span>
        <CopyButton value={nft.token_id} label="Copy token id" />
      </p>
      <Badges contractType={nft.contract_type} verified={nft.verified_collection} spam={nft.possible_spam} />
    </div>
  )
}
