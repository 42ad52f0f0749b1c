import { evidenceOf } from '../evidence'
import { listedFactsOf, type StoryTeller } from '../explain'
import { classifiedLine } from '../flow-facts'
import type { Movement } from '../movements'
import type { NetChange } from '../net-changes'
import type { Story, StoryLine } from '../story'
import { partiesOf, rolesOf } from '../story-events'
import { gateOpen, type GatedStoryName, type GateTable } from '../story-gates'
import { STORY_ORDER } from './story-order.gen'

/**
 * The stories' pipeline with these gated stories loaded: every story in order over the transaction's evidence (a
 * gated one only when its events are there); the first that tells names the line, else the flows do. When a gated
 * story the events call for is not loaded, the flows name the line: no story is passed over.
 */
export function tellerWith(gated: Partial<Record<GatedStoryName, Story>>, gates: GateTable): StoryTeller {
  return (tx, decoded, known) => {
    const evidence = evidenceOf(tx, decoded, known)
    const facts = {
      events: evidence.events,
      call: evidence.call,
      parties: partiesOf(evidence.from, evidence.to),
      roles: rolesOf(known, evidence.to),
    }
    let line: StoryLine | null = null
    for (const entry of STORY_ORDER) {
      if (typeof entry === 'string' && !gateOpen(gates[entry], facts)) continue
      const story = typeof entry === 'string' ? gated[entry] : entry
      if (!story) break
      line = story.tell(evidence, gated)
      if (line) break
    }
    line ??= classifiedLine(evidence)
    const moved = evidence.movements as Movement[]
    return { movements: moved, netChanges: evidence.netChanges as NetChange[], line, ...listedFactsOf(moved, line, known) }
  }
}
