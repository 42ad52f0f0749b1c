import type { Transaction } from '@/api/transaction'
import type { NativeCurrency } from '@/chains'
import { actionText } from './action-parts'
import { explainTransaction } from './explain'
import { knownToken } from './known-tokens'

/**
 * The action line as text from operation 5 alone, for what a page says before and beyond its own sections: the tab
 * title, a link preview, a watchlist entry. Token amounts read in whole tokens for the well-known tokens; any other
 * token in raw units, labelled so. Symbols and function names in it are untrusted text, made safe but not escaped.
 */
export function transactionActionText(tx: Transaction, apiChain: string, native: NativeCurrency, functionName: string | null = null): string {
  const { action } = explainTransaction(tx, functionName)
  return actionText(action, { nativeSymbol: native.symbol, nativeDecimals: native.decimals, tokenFacts: (token) => knownToken(apiChain, token) })
}
