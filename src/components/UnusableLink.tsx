import { chainsFor } from '@/chains'
import type { InvalidLink, UnknownChainLink } from '@/deep-links/checked-link'
import { InvalidInput } from './InvalidInput'
import { RetiredChain } from './RetiredChain'
import { UnknownChain } from './UnknownChain'

interface Props {
  link: UnknownChainLink | InvalidLink
}

/** A deep link the route could not use: a retired chain says when, an unknown one lists the valid ones, anything else its problems. */
export function UnusableLink({ link }: Props) {
  if (link.status === 'invalid') return <InvalidInput problems={link.problems} />
  if (link.retired) return <RetiredChain label={link.retired.label} retiredOn={link.retired.retiredOn} />
  return (
    <UnknownChain
      value={link.value}
      scope="This view works on these chains (by name or hex id)"
      chains={chainsFor(link.set).map((chain) => ({ name: chain.slug, detail: chain.id }))}
    />
  )
}
