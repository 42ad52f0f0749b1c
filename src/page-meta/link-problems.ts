import type { InvalidLink, UnknownChainLink } from '@/deep-links/checked-link'
import { joinTitle, sentence, SITE_NAME, untrusted, type PageSummary } from './page-meta'

/** An unusable link's page says so in its title; nothing was requested for it. */
export function invalidLinkSummary(what: string, link: InvalidLink): PageSummary {
  return {
    title: joinTitle(`Invalid ${what} link`, SITE_NAME),
    description: sentence(untrusted(link.problems[0], 200) ?? `This ${what} link cannot be read.`),
    image: null,
  }
}

export function unknownChainSummary(link: Pick<UnknownChainLink, 'value' | 'retired'>): PageSummary {
  if (link.retired) {
    const { label, retiredOn } = link.retired
    return {
      title: joinTitle(`${label} retired ${retiredOn}`, SITE_NAME),
      description: sentence(`The data provider stopped serving ${label} on ${retiredOn}.`),
      image: null,
    }
  }
  const shown = untrusted(link.value, 40) ?? ''
  return { title: joinTitle(`Unknown chain “${shown}”`, SITE_NAME), description: sentence(`Chainview does not know the chain “${shown}”.`), image: null }
}
