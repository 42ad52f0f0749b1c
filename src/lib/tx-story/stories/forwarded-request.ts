import { accountAction } from '../account-action'
import { actionParts } from '../action-parts'
import type { StoryLine } from '../story'
import { addressArg, boolArg, onlyGained, soleEventOfCalled, type Evidence } from './args'
import { line } from './words'

/** OpenZeppelin's ERC2771Forwarder, as @openzeppelin/contracts declares it: a signer's request run by a relayer. */
export const EXECUTED = 'ExecutedForwardRequest(address,uint256,bool)'

/**
 * A signer's request run by a relayer: the called forwarder logged exactly one `ExecutedForwardRequest`, its call
 * succeeded, for a signer other than the sender; the sender gave nothing of its own, and the signer's own net changes
 * fit a flow rule. The signer acted (ERC-2771's recipient contracts take it as the caller), so the line speaks for it.
 */
export function forwardedRequest(evidence: Evidence): StoryLine | null {
  const from = evidence.from?.toLowerCase()
  const executed = soleEventOfCalled(evidence, EXECUTED)
  const signer = executed ? addressArg(executed.args, 'signer') : null
  if (!from || !executed || !signer || signer === from || evidence.status === '0' || boolArg(executed.args, 'success') !== true) return null
  if (!onlyGained(evidence, from)) return null
  const action = accountAction(evidence, signer)
  return action ? line(`forwarded-${action.kind}`, { address: signer, role: 'account' }, actionParts(action)) : null
}
