import type { NftCollection } from '@/api/nft-collection'
import type { EvmChain } from '@/chains'
import { CopyButton } from '@/components/CopyButton'
import { SafeImage } from '@/components/SafeImage'
import { UntrustedText } from '@/components/UntrustedText'
import { Badges } from '@/components/Badges'
import { Timestamp } from '@/components/Timestamp'

interface Props {
  chain: EvmChain
  collection: NftCollection
}

export function CollectionHeader({ chain, collection }: Props) {
  return (
    <div className="overflow-hidden rounded-lg border border-line bg-raised">
      <SafeImage
        src={collection.collection_banner_image}
        alt=""
        className="h-32 w-full object-cover sm:h-48"
        fallback={<div aria-hidden="true" className="h-20 w-full bg-gradient-to-r from-sunken to-line sm:h-28" />}
      />
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <SafeImage
          src={collection.collection_logo}
          alt=""
          className="-mt-12 h-20 w-20 shrink-0 rounded-xl border-4 border-raised bg-sunken object-cover"
          fallback={<span aria-hidden="true" className="-mt-12 block h-20 w-20 shrink-0 rounded-xl border-4 border-raised bg-sunken" />}
        />
        <div className="min-w-0 space-y-1.5">
          <h1 className="line-clamp-3 text-2xl font-semibold">
            <UntrustedText value={collection.name} fallback="Unnamed collection" maxLength={160} />{' '}
            {collection.symbol && (
              <span className="ml-1 text-base font-normal text-muted">
                (<UntrustedText value={collection.symbol} maxLength={40} />)
              </span>
            )}
          </h1>
          <p className="flex flex-wrap items-center gap-1 text-sm text-muted">
            <span>NFT collection on {chain.label} ·</span>
            <span className="break-all font-mono">{collection.token_address}</span>
            <CopyButton value={collection.token_address} label="Copy contract address" />
          </p>
          <Badges
            contractType={collection.contract_type}
            category={collection.collection_category}
            verified={collection.verified_collection}
            spam={collection.possible_spam}
          />
          <p className="text-xs text-muted">
            Synced: <Timestamp value={collection.synced_at} />
          </p>
        </div>
      </div>
    </div>
  )
}
