import { NATIVE, type Asset } from '../assets'
import { addressArg, integerArg, movedExactly, type Evidence, type StoryEvent } from './args'

/** One payout a bridge's event names: who receives what. */
export interface Payout {
  recipient: string
  asset: Asset
  amount: bigint
}

/** The chain on the other side of a contract the published lists name as a bridge. */
function otherSide(evidence: Evidence, contract: string): string | null {
  const entry = evidence.known(contract)
  return entry?.role === 'bridge' ? entry.destination.name : null
}

/** Events of these signatures that contracts the lists name as a bridge to one chain emitted, with that chain. */
export function bridgeEvents(evidence: Evidence, signatures: readonly string[]): { event: StoryEvent; chain: string }[] {
  return evidence.events.flatMap((event) => {
    const chain = signatures.includes(event.signature) ? otherSide(evidence, event.address) : null
    return chain ? [{ event, chain }] : []
  })
}

export function payoutOf(event: Pick<StoryEvent, 'args'>, tokenArg: string | null, recipientArg: string, amountArg: string): Payout | null {
  const recipient = addressArg(event.args, recipientArg)
  const amount = integerArg(event.args, amountArg)
  const token = tokenArg ? addressArg(event.args, tokenArg) : null
  if (!recipient || amount === null || amount <= 0n || (tokenArg && !token)) return null
  return { recipient, asset: token ? { kind: 'erc20', token } : NATIVE, amount }
}

/** A token payout must show in the transfers; a native one is the listed bridge's own word (internal calls may be out of view). */
export const paid = (evidence: Evidence, payout: Payout) =>
  payout.asset.kind === 'native' || movedExactly(evidence, payout.asset, payout.amount, { to: payout.recipient })

export interface Arrival {
  chain: string
  payouts: Payout[]
  /** a withdrawal finalized on the chain it returns to ("from Base"), or a deposit delivered ("bridged from Ethereum") */
  finalized: boolean
}
