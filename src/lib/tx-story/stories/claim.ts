import { integerArg, type StoryEvent } from './args'
import type { Story } from '../story'
import { amounts, line, text } from './words'

/** The claim events Merkle distributors publish: Uniswap's MerkleDistributor `Claimed`, ENS's token `Claim`. */
const CLAIM_EVENTS = ['Claimed(uint256,address,uint256)', 'Claim(address,uint256)']

/** The account an event names, by any of the names distributors give it. */
function claimant(event: StoryEvent): string | null {
  for (const arg of event.args)
    if (arg.value.kind === 'address' && ['account', 'claimant', 'to', 'recipient'].includes(arg.name)) return arg.value.value.toLowerCase()
  return null
}

/**
 * An airdrop claim: the distributor's own claim event, and the token moving exactly the claimed amount from the
 * distributor (or the token contract) to the claimant, who sent the transaction.
 */
export const claimStory: Story = {
  kind: 'claim',
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    const claims = evidence.events.filter((event) => CLAIM_EVENTS.includes(event.signature))
    const [claim] = claims
    if (!claim || claims.length !== 1 || !from || evidence.status === '0') return null
    const amount = integerArg(claim.args, 'amount')
    if (claimant(claim) !== from || amount === null) return null
    const paid = evidence.movements.find(
      (movement) =>
        movement.asset.kind === 'erc20' &&
        movement.to === from &&
        movement.amount === amount &&
        (movement.from === claim.address || movement.asset.token === claim.address),
    )
    return paid ? line('claim', null, [text('Claimed '), amounts([{ asset: paid.asset, amount }])]) : null
  },
}
