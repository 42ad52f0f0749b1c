import type * as DecodeError from './decode-error'
import type * as DecodeNote from './decode-note'
import type * as RouterSteps from './router-steps'
import type * as UserOperations from './user-operations'

/**
 * The decoders only some transactions need: a failed internal call's revert data, a Universal Router plan's steps,
 * an ERC-4337 bundle's user operations and an anonymous note's shapes. The page loads each, a chunk of its own, for a transaction that calls for it
 * (load-decoded-transaction.ts); in Node decode-transaction.ts has them all at hand.
 */
export interface DecodeParts {
  revert: Pick<typeof DecodeError, 'decodeRevert'>
  routerSteps: Pick<typeof RouterSteps, 'isRouterPlan' | 'decodeRouterSteps'>
  userOperations: Pick<typeof UserOperations, 'decodeUserOperations'>
  notes: Pick<typeof DecodeNote, 'decodeNote'>
}

export type DecodePartName = keyof DecodeParts
