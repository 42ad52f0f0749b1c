import { evidenceOf } from '../evidence'
import { contractNamesIn, type StoryTeller } from '../explain'
import { classifiedLine } from '../flow-facts'
import type { Movement } from '../movements'
import type { NetChange } from '../net-changes'
import { STORIES } from './index'

/** Every story in order over the transaction's evidence; the first that tells names the line, else the flows do. */
export const tellTransaction: StoryTeller = (tx, decoded, known) => {
  const evidence = evidenceOf(tx, decoded, known)
  let line = null
  for (const story of STORIES) {
    line = story.tell(evidence)
    if (line) break
  }
  line ??= classifiedLine(evidence)
  return {
    movements: evidence.movements as Movement[],
    netChanges: evidence.netChanges as NetChange[],
    line,
    contractNames: contractNamesIn(line, known),
  }
}
