import { chainsFor, type ChainSet } from '@/chains'
import { InvalidInput } from './InvalidInput'
import { UnknownChain } from './UnknownChain'

interface Props {
  link: { status: 'unknown-chain'; value: string; set: ChainSet } | { status: 'invalid'; problems: string[] }
}

/** A deep link the route could not use: an unknown chain gets the list of valid ones, anything else its problems. */
export function UnusableLink({ link }: Props) {
  return link.status === 'unknown-chain' ? <UnknownChain value={link.value} valid={chainsFor(link.set)} /> : <InvalidInput problems={link.problems} />
}
