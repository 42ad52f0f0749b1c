import type { NftCollection } from '@/api/nft-collection'
import { ExternalLink } from '@/components/ExternalLink'
import { UntrustedText } from '@/components/UntrustedText'
import { safeHttpUrl } from '@/lib/safe-url'
import { socialProfileUrl } from '@/lib/social-links'
import { DetailList, type Detail } from '@/components/DetailList'

function Link({ url, text }: { url: string | null; text: string }) {
  if (!url) {
    return (
      <span>
        <UntrustedText value={text} maxLength={200} /> <span className="text-xs text-muted">(not a web address; not linked)</span>
      </span>
    )
  }
  return (
    <ExternalLink href={url} className="untrusted break-all text-accent underline-offset-2 hover:underline">
      <UntrustedText value={text} maxLength={200} />
    </ExternalLink>
  )
}

/** "BoredApeYC" reads as "@BoredApeYC"; anything that is not a bare handle is shown as it came. */
function handleText(value: string): string {
  return /^[A-Za-z0-9_.]+$/.test(value) ? `@${value}` : value
}

/** The project's links: only http(s) URLs become links; social handles link to their profiles. */
export function CollectionLinks({ collection }: { collection: NftCollection }) {
  const urls: [string, string | null][] = [
    ['Project', collection.project_url],
    ['Wiki', collection.wiki_url],
    ['Discord', collection.discord_url],
    ['Telegram', collection.telegram_url],
  ]
  const details: Detail[] = urls.flatMap(([term, value]) => (value ? [{ term, value: <Link url={safeHttpUrl(value)} text={value} /> }] : []))
  if (collection.twitter_username) {
    const handle = collection.twitter_username
    details.push({ term: 'X (Twitter)', value: <Link url={socialProfileUrl('twitter', handle)} text={handleText(handle)} /> })
  }
  if (collection.instagram_username) {
    const handle = collection.instagram_username
    details.push({ term: 'Instagram', value: <Link url={socialProfileUrl('instagram', handle)} text={handleText(handle)} /> })
  }
  if (details.length === 0) return <p className="text-sm text-muted">The service has no links for this collection.</p>
  return <DetailList details={details} />
}
