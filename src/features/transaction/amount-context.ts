import type { EvmChain } from '@/chains'
import type { AmountContext } from '@/lib/tx-story/amount-text'
import { knownToken } from '@/lib/tx-story/known-tokens'
import type { TokenLookup } from './token-details'

/** How this page says amounts: the chain's coin, and each token's symbol and decimals from operation 1. */
export function amountContext(chain: EvmChain, lookup: TokenLookup): AmountContext {
  return {
    nativeSymbol: chain.native.symbol,
    nativeDecimals: chain.native.decimals,
    tokenFacts: (token) => lookup(token).details ?? knownToken(chain.apiChain, token),
  }
}
