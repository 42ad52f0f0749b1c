import { useDeferredValue } from 'react'
import { useQuery } from '@tanstack/react-query'
import { nftQuery, type Nft, type NftParams } from '@/api/nft'
import type { EvmChain } from '@/chains'
import { ErrorPanel } from '@/components/ErrorPanel'
import { RetryNotice } from '@/components/RetryNotice'
import { SavedCopyNotice } from '@/components/saved-copy/SavedCopyNotice'
import { ViewActions } from '@/components/ViewActions'
import { WatchToggle } from '@/components/WatchToggle'
import { planMedia } from '@/lib/nft-media'
import type { WatchTarget } from '@/lib/watchlist/watch-target'
import { shortTokenId } from '@/lib/values/token-id'
import { AttributesGrid } from './AttributesGrid'
import { LastSale } from '@/components/LastSale'
import { MediaSources } from './MediaSources'
import { MetadataNotice } from './MetadataNotice'
import { NftDetails } from './NftDetails'
import { NftFacts } from './NftFacts'
import { NftHeading } from './NftHeading'
import { NftMediaViewer } from './NftMediaViewer'
import { readNftMetadata } from '@/lib/nft-metadata'
import { NftOptions } from './NftOptions'
import { NftSkeleton } from './NftSkeleton'
import { RawMetadata } from './RawMetadata'
import { Section } from '@/components/Section'

interface Props {
  chain: EvmChain
  params: Omit<NftParams, 'chain'>
  onOptionsChange: (next: { media_items: boolean; normalizeMetadata: boolean }) => void
  /** what the Watch button keeps (the view's declaration names it) */
  watchTarget: WatchTarget
}

export function NftPage({ chain, params, onOptionsChange, watchTarget }: Props) {
  const query = useQuery(nftQuery({ chain: chain.apiChain, ...params }))
  // The media, heading and overview paint in the render that brings the data; the sections below them follow in
  // a deferred render, in slices, so the attributes and the raw metadata do not hold the heading back.
  const belowTheFold = useDeferredValue(query.data, undefined)
  const options = (
    <ViewActions>
      <WatchToggle target={watchTarget} label={query.data?.name ? `${query.data.name} #${shortTokenId(query.data.token_id, 12, 8)}` : null} />
      <NftOptions mediaItems={params.media_items ?? false} normalizeMetadata={params.normalizeMetadata ?? false} onChange={onOptionsChange} />
    </ViewActions>
  )
  if (query.isPending) {
    return (
      <div className="space-y-4">
        {options}
        {query.failureCount > 0 && <RetryNotice failure={query.failureReason} failureCount={query.failureCount} />}
        <NftSkeleton />
      </div>
    )
  }
  if (query.isError) {
    return (
      <div className="space-y-4">
        {options}
        <ErrorPanel error={query.error} subject="this NFT" onRetry={() => void query.refetch()} />
      </div>
    )
  }

  const nft = query.data
  const metadata = readNftMetadata(nft)
  const plan = planMedia({ animationUrl: metadata.animationUrl, image: metadata.image, media: nft.media })
  const title = metadata.name ?? `${nft.name ?? 'Token'} #${shortTokenId(nft.token_id, 12, 8)}`
  return (
    <div className="space-y-4">
      {options}
      <SavedCopyNotice />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="space-y-2">
          <NftMediaViewer
            key={`${nft.token_address}:${nft.token_id}:${plan.candidates.map((candidate) => candidate.src).join(' ')}`}
            plan={plan}
            name={title}
            pending={!metadata.readable && nft.metadata.state === 'absent'}
          />
          <MediaSources animationUrl={metadata.animationUrl} image={metadata.image} media={nft.media} />
        </div>
        <div className="min-w-0 space-y-4">
          <NftHeading chain={chain} nft={nft} title={title} />
          <MetadataNotice metadata={nft.metadata} readable={metadata.readable} refreshing={query.isFetching} onRefresh={() => void query.refetch()} />
          {metadata.description && <p className="untrusted whitespace-pre-line text-sm">{metadata.description}</p>}
          <Section title="Overview">
            <NftFacts chain={chain} nft={nft} />
          </Section>
        </div>
      </div>
      {belowTheFold && sameToken(belowTheFold, nft) && <NftSections chain={chain} nft={belowTheFold} />}
    </div>
  )
}

/** The deferred sections may still hold the token shown a moment ago; another token's are never shown. */
function sameToken(a: Nft, b: Nft): boolean {
  return a.token_address.toLowerCase() === b.token_address.toLowerCase() && a.token_id === b.token_id
}

function NftSections({ chain, nft }: { chain: EvmChain; nft: Nft }) {
  const metadata = readNftMetadata(nft)
  return (
    <>
      <Section title="Attributes">
        <AttributesGrid attributes={metadata.attributes} />
      </Section>
      <Section title="Last sale">
        {nft.last_sale ? (
          <LastSale chain={chain} sale={nft.last_sale} />
        ) : (
          <p className="text-sm text-muted">The service has no sale of this token on record.</p>
        )}
      </Section>
      <Section title="Details">
        <NftDetails nft={nft} externalUrl={metadata.externalUrl} />
      </Section>
      <Section title="Raw metadata">
        <RawMetadata sources={metadata.sources} />
      </Section>
    </>
  )
}
