import type { Asset } from '../assets'
import { addressArg, eventsOf, integerArg, movedExactly, type Evidence, type StoryEvent } from './args'
import type { Story } from '../story'
import { tellCompound } from './compound-lending'
import { lendingLine, type LendingVerb } from './lending-line'

/** Aave V3's Pool events as its published IPool declares them; who gives or gets the reserve in each. */
const AAVE_V3_EVENTS: readonly { signature: string; verb: LendingVerb; account: string; direction: 'out' | 'in' }[] = [
  { signature: 'Supply(address,address,address,uint256,uint16)', verb: 'supply', account: 'user', direction: 'out' },
  { signature: 'Borrow(address,address,address,uint256,uint8,uint256,uint16)', verb: 'borrow', account: 'user', direction: 'in' },
  { signature: 'Repay(address,address,address,uint256,bool)', verb: 'repay', account: 'repayer', direction: 'out' },
  { signature: 'Withdraw(address,address,address,uint256)', verb: 'withdraw', account: 'to', direction: 'in' },
]

function tellEvent(evidence: Evidence, event: StoryEvent, verb: LendingVerb, accountArg: string, direction: 'out' | 'in') {
  const pool = evidence.known(event.address)
  const reserve = addressArg(event.args, 'reserve')
  const account = addressArg(event.args, accountArg)
  const amount = integerArg(event.args, 'amount')
  if (pool?.role !== 'lending-pool' || !reserve || !account || amount === null) return null
  const asset: Asset = { kind: 'erc20', token: reserve }
  // The event's flow, seen in the logs: the reserve leaving (or reaching) the account.
  if (!movedExactly(evidence, asset, amount, direction === 'out' ? { from: account } : { to: account })) return null
  return lendingLine(evidence, verb, account, asset, amount, pool.protocol)
}

/**
 * A supply, borrow, repay or withdrawal on an Aave pool the address book names: the pool's own event, and the
 * reserve token moving that exact amount. Receipt and debt tokens minted or burned beside it are not "sent".
 * Compound's markets are told by compound-lending.ts.
 */
export const lendingStory: Story = {
  kind: 'lending',
  tell: (evidence) => {
    for (const { signature, verb, account, direction } of AAVE_V3_EVENTS) {
      const [event, ...others] = eventsOf(evidence, signature)
      if (event && others.length === 0) {
        const told = tellEvent(evidence, event, verb, account, direction)
        if (told) return told
      }
    }
    return tellCompound(evidence)
  },
}
