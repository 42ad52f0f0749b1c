import { accountAction } from '../account-action'
import { actionParts } from '../action-parts'
import type { StoryLine } from '../story'
import { addressArg, boolArg, onlyGained, soleEventOfCalled, type Evidence } from './args'
import { address, line, text } from './words'

/** OpenZeppelin's ERC2771Forwarder, as @openzeppelin/contracts declares it: a signer's request run by a relayer. */
export const EXECUTED = 'ExecutedForwardRequest(address,uint256,bool)'

/**
 * A signer's request run by a relayer: the called forwarder logged exactly one `ExecutedForwardRequest`, for a signer
 * other than the sender, who gave nothing of its own. When its call succeeded, the signer's own net changes fit a
 * flow rule: the signer acted (ERC-2771's recipient contracts take it as the caller), so the line speaks for it. When
 * it failed, nothing of the signer's moved, and the line says the request failed.
 */
export function forwardedRequest(evidence: Evidence): StoryLine | null {
  const from = evidence.from?.toLowerCase()
  const executed = soleEventOfCalled(evidence, EXECUTED)
  const signer = executed ? addressArg(executed.args, 'signer') : null
  const success = executed ? boolArg(executed.args, 'success') : null
  if (!from || !executed || !signer || signer === from || evidence.status === '0' || success === null || !onlyGained(evidence, from)) return null
  if (!success) {
    if (evidence.movements.some((movement) => movement.amount > 0n && (movement.from === signer || movement.to === signer))) return null
    return line('forwarded-failure', null, [
      { type: 'actor', actor: { address: signer, role: 'account' } },
      text('’s request through '),
      address(executed.address),
      text(' failed (its call reverted); nothing of its own moved'),
    ])
  }
  const action = accountAction(evidence, signer)
  return action ? line(`forwarded-${action.kind}`, { address: signer, role: 'account' }, actionParts(action)) : null
}
