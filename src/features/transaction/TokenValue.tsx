import { Skeleton } from '@/components/Skeleton'
import { TokenAmount } from '@/components/TokenAmount'
import { UntrustedText } from '@/components/UntrustedText'
import { isUnlimitedAmount } from '@/lib/decode-input'
import type { TokenLookup } from './token-details'

interface Props {
  token: string
  amount: bigint
  lookup: TokenLookup
}

/** An ERC20 amount in the token's own units once its decimals are known; raw units when they never will be. */
export function TokenValue({ token, amount, lookup }: Props) {
  const { details, pending } = lookup(token)
  if (pending) return <Skeleton className="h-4 w-24 align-middle" />
  if (isUnlimitedAmount(amount)) {
    return (
      <span title={`${amount.toString()} (2^256 − 1)`}>
        an unlimited amount of <UntrustedText value={details?.symbol} fallback="this token" maxLength={40} />
      </span>
    )
  }
  return <TokenAmount value={amount} decimals={details?.decimals ?? null} symbol={details?.symbol} />
}
