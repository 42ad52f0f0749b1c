import { NATIVE, type Asset } from '../assets'
import { addressArg, eventsOf, integerArg, movedExactly, type Evidence, type StoryEvent } from './args'
import type { Story } from '../story'
import { tellCompound } from './compound-lending'
import { lendingLine, type LendingVerb } from './lending-line'

/**
 * Aave V3's Pool events as its published IPool declares them: whose position changes (`account`), who gives or gets
 * the reserve (`party`), and which way it goes.
 */
const AAVE_V3_EVENTS: readonly { signature: string; verb: LendingVerb; account: string; party: string; direction: 'out' | 'in' }[] = [
  { signature: 'Supply(address,address,address,uint256,uint16)', verb: 'supply', account: 'onBehalfOf', party: 'user', direction: 'out' },
  { signature: 'Borrow(address,address,address,uint256,uint8,uint256,uint16)', verb: 'borrow', account: 'onBehalfOf', party: 'user', direction: 'in' },
  { signature: 'Repay(address,address,address,uint256,bool)', verb: 'repay', account: 'user', party: 'repayer', direction: 'out' },
  { signature: 'Withdraw(address,address,address,uint256)', verb: 'withdraw', account: 'user', party: 'to', direction: 'in' },
]

/**
 * The asset the sender gave or got for the event: the reserve itself when the sender is the party, or the native coin
 * when the party is the pool's published gateway, which wraps and unwraps it for the sender. Null when neither fits:
 * the line speaks only for the sender, never for a gateway or another contract in between.
 */
function senderAsset(evidence: Evidence, reserve: string, party: string, amount: bigint, direction: 'out' | 'in'): Asset | null {
  const from = evidence.from?.toLowerCase()
  const asset: Asset = { kind: 'erc20', token: reserve }
  const ends = direction === 'out' ? { from: party } : { to: party }
  if (party === from) return movedExactly(evidence, asset, amount, ends) ? asset : null
  if (evidence.known(party)?.role !== 'lending-gateway' || !movedExactly(evidence, asset, amount, ends) || !from) return null
  const coinEnds = direction === 'out' ? { from, to: party } : { from: party, to: from }
  return movedExactly(evidence, NATIVE, amount, coinEnds) ? NATIVE : null
}

function tellEvent(evidence: Evidence, event: StoryEvent, rule: (typeof AAVE_V3_EVENTS)[number]) {
  const pool = evidence.known(event.address)
  const reserve = addressArg(event.args, 'reserve')
  const account = addressArg(event.args, rule.account)
  const party = addressArg(event.args, rule.party)
  const amount = integerArg(event.args, 'amount')
  const from = evidence.from?.toLowerCase()
  if (pool?.role !== 'lending-pool' || !reserve || !account || !party || amount === null || !from) return null
  if (account !== from && party !== from && !(evidence.known(party)?.role === 'lending-gateway' && account === from)) return null
  const asset = senderAsset(evidence, reserve, party, amount, rule.direction)
  return asset ? lendingLine(evidence, rule.verb, from, asset, amount, pool.protocol) : null
}

/**
 * Speaks when an Aave pool (address book) event and the reserve moving that exact amount; or a Compound v2 cToken's
 * `Mint`/`Redeem`/`Borrow`/`RepayBorrow` or a v3 Comet's
 * `Supply`/`Withdraw`/`SupplyCollateral`/`WithdrawCollateral` (the market's only one in the transaction, from a
 * listed market), naming the sender, with the asset moving that exact amount between the sender (or the
 * withdrawal's recipient) and the market (`compound-lending.ts`). On a Comet no list names, only the sender's
 * `supply(asset, amount)` with the largest amount (Comet's "the whole borrow balance") and the market's one `Supply`
 * from and for the sender, that much of the asset paid in and none of the market's balance moving: the whole debt repaid.
 *
 * @example Supplied / Borrowed / Repaid / Withdrew 100 DAI … Aave V3; Supplied 1.25 ETH to Compound v2; Repaid its
 *   whole debt of 100.000919 USDC to 0x…
 */
export const lendingStory: Story = {
  kind: 'lending',
  order: 120,
  gate: { events: ['Supply', 'Borrow', 'Repay', 'Withdraw', 'Mint', 'Redeem', 'RepayBorrow', 'SupplyCollateral', 'WithdrawCollateral'] },
  tell: (evidence) => {
    for (const rule of AAVE_V3_EVENTS) {
      const [event, ...others] = eventsOf(evidence, rule.signature)
      if (event && others.length === 0) {
        const told = tellEvent(evidence, event, rule)
        if (told) return told
      }
    }
    return tellCompound(evidence)
  },
}
