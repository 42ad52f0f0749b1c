import { NO_TABLES, type DecodeTables } from './decode-context'
import { decodeRevert } from './decode-error'
import { decodeNote } from './decode-note'
import type { DecodeParts } from './decode-parts'
import { decodeWithParts, type DecodableTransaction, type DecodedTransaction } from './decode-with-parts'
import { decodeRouterSteps, isRouterPlan } from './router-steps'
import type { SignatureIndex } from './signature-index'
import { decodeUserOperations } from './user-operations'

export { calledFunctionName, type DecodableTransaction, type DecodedInternalCall, type DecodedTransaction } from './decode-with-parts'

const EVERY_PART: DecodeParts = {
  revert: { decodeRevert },
  routerSteps: { isRouterPlan, decodeRouterSteps },
  userOperations: { decodeUserOperations },
  notes: { decodeNote },
}

/**
 * Decodes a transaction's call, logs and internal calls with what the index and tables hold so far, every part at hand:
 * for Node (link previews, the corpus, tests). The page decodes through load-decoded-transaction.ts. Never throws.
 */
export function decodeTransaction(tx: DecodableTransaction, index: SignatureIndex, tables: DecodeTables = NO_TABLES): DecodedTransaction {
  return decodeWithParts(tx, index, tables, EVERY_PART).decoded
}
