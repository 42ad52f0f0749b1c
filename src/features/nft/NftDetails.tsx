import type { Nft } from '@/api/nft'
import { ExternalLink } from '@/components/ExternalLink'
import { UntrustedText } from '@/components/UntrustedText'
import { safeHttpUrl } from '@/lib/safe-url'
import { readTokenUri } from '@/lib/token-uri'
import { DetailList } from '@/components/DetailList'
import { Timestamp } from '@/components/Timestamp'

function TokenUri({ value }: { value: string | null }) {
  const uri = readTokenUri(value)
  switch (uri.kind) {
    case 'none':
      return <span className="text-muted">—</span>
    case 'web':
      return (
        <ExternalLink href={uri.url} className="untrusted break-all text-accent underline-offset-2 hover:underline">
          <UntrustedText value={value} maxLength={300} />
        </ExternalLink>
      )
    case 'data-json':
      return <span>Metadata embedded in the token URI (a data: URL); decoded under Raw metadata.</span>
    case 'unusable':
      return (
        <span>
          <UntrustedText value={value} maxLength={300} /> <span className="text-xs text-muted">(not a web or IPFS address; not linked)</span>
        </span>
      )
  }
}

function ExternalUrl({ value }: { value: string | null }) {
  if (!value) return <span className="text-muted">—</span>
  if (!safeHttpUrl(value)) {
    return (
      <span>
        <UntrustedText value={value} maxLength={300} /> <span className="text-xs text-muted">(not a web address; not linked)</span>
      </span>
    )
  }
  return (
    <ExternalLink href={value} className="untrusted break-all text-accent underline-offset-2 hover:underline">
      <UntrustedText value={value} maxLength={300} />
    </ExternalLink>
  )
}

function Block({ value }: { value: bigint | null }) {
  return value === null ? <span className="text-muted">—</span> : <span className="font-mono tabular-nums">{value.toString()}</span>
}

export function NftDetails({ nft, externalUrl }: { nft: Nft; externalUrl: string | null }) {
  return (
    <DetailList
      details={[
        { term: 'Token URI', value: <TokenUri value={nft.token_uri} /> },
        {
          term: 'External link',
          value: <ExternalUrl value={externalUrl} />,
        },
        { term: 'Minted in block', value: <Block value={nft.block_number_minted} /> },
        { term: 'Last changed in block', value: <Block value={nft.block_number} /> },
        { term: 'Token hash', value: <UntrustedText value={nft.token_hash} maxLength={100} className="font-mono break-all" /> },
        { term: 'Metadata synced', value: <Timestamp value={nft.last_metadata_sync} /> },
        { term: 'Token URI synced', value: <Timestamp value={nft.last_token_uri_sync} /> },
      ]}
    />
  )
}
