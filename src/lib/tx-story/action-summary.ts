import type { Transaction } from '@/api/transaction'
import type { NativeCurrency } from '@/chains'
import type { DecodedTransaction } from '@/lib/abi-decode/decode-transaction'
import type { AmountContext } from './amount-text'
import { explainTransaction, lineText, type StoryTeller } from './explain'
import { contractNameOf, NO_KNOWLEDGE, type Knowledge } from './knowledge'
import { knownToken } from './known-tokens'

/** What a line reads beyond the transaction, where a caller has it at hand. */
export interface StoryEvidence {
  decoded: DecodedTransaction | null
  known: Knowledge | null
  /** the stories' pipeline, where loaded */
  teller: StoryTeller | null
}

/** Token facts without a request: the common tokens, then the tokens the published lists name. */
export function offlineAmountContext(apiChain: string, native: NativeCurrency, known: Knowledge): AmountContext {
  return {
    nativeSymbol: native.symbol,
    nativeDecimals: native.decimals,
    tokenFacts: (token) => {
      const listed = known(token)
      return knownToken(apiChain, token) ?? (listed?.role === 'token' ? listed.token : null)
    },
    contractName: (address) => contractNameOf(known(address)),
  }
}

/**
 * The action line as text from operation 5 alone, for what a page says before and beyond its own sections: the tab
 * title, a link preview, a watchlist entry. Token amounts read in whole tokens for the well-known tokens and those
 * the published lists name; any other token in raw units, labelled so. Symbols, names and messages in it are
 * untrusted text, made safe but not escaped.
 */
export function transactionActionText(
  tx: Transaction,
  apiChain: string,
  native: NativeCurrency,
  decoded: DecodedTransaction | null = null,
  known: Knowledge = NO_KNOWLEDGE,
  teller: StoryTeller | null = null,
): string {
  const { line } = explainTransaction(tx, decoded, known, teller)
  return lineText(line, offlineAmountContext(apiChain, native, known))
}
