// Which protocol families of the development set are held out: their records are measured, never tuned on. Chosen
// before any rule was written for them, by a hash of the family's name (not by looking at the records): a family is
// held out when sha256(family) mod 4 is 0.
import { createHash } from 'node:crypto'

export const HELD_OUT_RULE = 'sha256(family) mod 4 = 0'

export function isHeldOut(family) {
  if (typeof family !== 'string') return false
  return BigInt(`0x${createHash('sha256').update(family).digest('hex')}`) % 4n === 0n
}
