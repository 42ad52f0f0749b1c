import { Link } from '@tanstack/react-router'
import { UntrustedText } from '@/components/UntrustedText'
import type { TokenLookup } from './token-details'

interface Props {
  chain: string
  token: string
  lookup: TokenLookup
}

/** A link to every transfer of the token (the ERC20 transfers view). */
export function TokenLink({ chain, token, lookup }: Props) {
  const { details } = lookup(token)
  return (
    <Link to="/$chain/token/$address" params={{ chain, address: token }} className="text-sm text-accent hover:underline">
      All <UntrustedText value={details?.symbol} fallback="token" maxLength={40} /> transfers
    </Link>
  )
}
