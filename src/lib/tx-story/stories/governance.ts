import { changesOf } from '../net-changes'
import type { Story } from '../story'
import { addressArg, integerArg, stringArg, type StoryEvent } from './args'
import { address, line, text, untrusted } from './words'

/** A Governor's proposal lifecycle (OpenZeppelin's IGovernor declares these; GovernorBravo's have the same shapes). */
const CREATED = 'ProposalCreated(uint256,address,address[],uint256[],string[],bytes[],uint256,uint256,string)'
const STEPS: Record<string, string> = {
  'ProposalQueued(uint256,uint256)': 'Queued',
  'ProposalExecuted(uint256)': 'Executed',
  'ProposalCanceled(uint256)': 'Cancelled',
}

const shownId = (id: bigint) => (id.toString().length > 20 ? `${id.toString().slice(0, 12)}…` : id.toString())

/** The description's first line, without a Markdown heading's marks: the proposal's title. */
function titleOf(event: StoryEvent): string | null {
  const [first] = (stringArg(event.args, 'description') ?? '').split('\n')
  const title = first?.replace(/^#+\s*/, '').trim()
  return title ? title : null
}

function created(event: StoryEvent, from: string) {
  const [id] = event.args
  if (id?.value.kind !== 'integer' || addressArg(event.args, 'proposer') !== from) return null
  const title = titleOf(event)
  return line('governance', null, [
    text(`Created proposal ${shownId(id.value.value)} on `),
    address(event.address),
    ...(title ? [text(': “'), untrusted(title, 100), text('”')] : []),
  ])
}

/**
 * Speaks when the called Governor's one `ProposalCreated` naming the sender as proposer (its description's first
 * line is the title, untrusted, cut at 100), or its one `ProposalQueued`, `ProposalExecuted` or `ProposalCanceled`;
 * nothing of the sender's moved (an execution that paid its executor keeps the neutral line).
 *
 * @example Created proposal 472 on 0x…: “Fund the grants program” / Executed proposal 472 on 0x…
 */
export const governanceStory: Story = {
  kind: 'governance',
  order: 355,
  gate: { events: ['ProposalCreated', 'ProposalQueued', 'ProposalExecuted', 'ProposalCanceled'] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    const governor = evidence.to
    if (!from || !governor || evidence.status === '0' || changesOf(evidence.netChanges, from).length > 0) return null
    const steps = evidence.events.filter((event) => event.signature === CREATED || event.signature in STEPS)
    const [step] = steps
    if (!step || steps.length !== 1 || step.address !== governor) return null
    if (step.signature === CREATED) return created(step, from)
    const id = integerArg(step.args, step.args[0]?.name ?? '')
    return id === null ? null : line('governance', null, [text(`${STEPS[step.signature]} proposal ${shownId(id)} on `), address(governor)])
  },
}
