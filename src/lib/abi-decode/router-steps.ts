import type { Hex } from 'viem'
import type { DecodedArgument } from './decoded-value'

/** One command of a Universal Router `execute`: its name from the router's command table and its decoded input. */
export interface RouterStep {
  /** the command's name in the router's table, e.g. 'V3_SWAP_EXACT_IN'; untrusted only in that it is matched by byte */
  command: string
  /** the command byte's high bit: the router carries on when this step reverts */
  allowRevert: boolean
  /** null when the input does not decode strictly under the command's parameters */
  args: DecodedArgument[] | null
  input: Hex
}
