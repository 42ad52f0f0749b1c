import type { Story } from '../story'
import storedGates from '../story-gates.gen.json'
import { gateTableOf } from '../story-gates'
import { GATED_STORY_LIST } from './gated-stories.gen'
import { STORY_ORDER } from './story-order.gen'
import { tellerWith } from './pipeline'

/** Every gated story's gate, read from the committed table (the page fetches the same file). */
export const GATE_TABLE = gateTableOf(storedGates)

/** Every story in order over the transaction's evidence; the first that tells names the line, else the flows do. */
export const tellTransaction = tellerWith(GATED_STORY_LIST, GATE_TABLE)

/** Every story, in the order they are tried. */
export const STORIES: readonly Story[] = STORY_ORDER.map((entry) => (typeof entry === 'string' ? GATED_STORY_LIST[entry] : entry))
