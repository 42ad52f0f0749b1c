import type { ActionPart } from '../action-parts'
import { NATIVE, type Asset } from '../assets'
import { changesOf } from '../net-changes'
import type { Story } from '../story'
import { addressArg, integerArg, type Evidence, type StoryEvent } from './args'
import { address, amounts, line, text } from './words'

/** The Graph's L1 staking contract moving a delegation or an indexer's stake to its L2, as @graphprotocol/contracts declares it. */
const DELEGATION_MOVED = 'DelegationTransferredToL2(address,address,address,address,uint256)'
const STAKE_MOVED = 'IndexerStakeTransferredToL2(address,address,uint256)'
/** An Arbitrum-style inbox's message: the L2 is the one the listed inbox leads to. */
const INBOX_MESSAGE = 'InboxMessageDelivered(uint256,bytes)'

/** The L2 the listed inbox that took the message leads to; null when none, or several disagree. */
function destinationOf(evidence: Evidence): string | null {
  const names = new Set(
    evidence.events.flatMap((event) => {
      const entry = event.signature === INBOX_MESSAGE ? evidence.known(event.address) : null
      return entry?.role === 'bridge' ? [entry.destination.name] : []
    }),
  )
  const [name] = names
  return names.size === 1 && name ? name : null
}

/** The one token that left the staking contract for exactly this amount (to its bridge's gateway). */
function tokensMoved(evidence: Evidence, staking: string, amount: bigint): Asset | null {
  const out = evidence.movements.filter((movement) => movement.from === staking && movement.asset.kind === 'erc20')
  const [moved] = out
  return moved && out.length === 1 && moved.amount === amount ? moved.asset : null
}

/** What the sender paid: nothing, or the coin it sent with the call (the L2 ticket's cost), and nothing else. */
function feeOf(evidence: Evidence, from: string): bigint | null {
  const own = changesOf(evidence.netChanges, from)
  if (own.length === 0) return 0n
  const [paid, ...more] = own
  return more.length === 0 && paid?.asset.kind === 'native' && paid.amount === -evidence.value ? evidence.value : null
}

function movedEvent(evidence: Evidence, staking: string): StoryEvent | null {
  const found = evidence.events.filter((event) => event.signature === DELEGATION_MOVED || event.signature === STAKE_MOVED)
  const [event] = found
  return event && found.length === 1 && event.address === staking ? event : null
}

/**
 * Speaks when the called contract logged one The Graph-style `DelegationTransferredToL2` for the sender as delegator,
 * or `IndexerStakeTransferredToL2` for the sender as indexer (wherever deployed), exactly the event's tokens left that
 * contract as its one token flow, and a listed Arbitrum inbox took the message (the L2 it leads to); the sender paid
 * nothing but the coin it sent (the L2 ticket).
 *
 * @example Moved its delegation of 39,243.65 GRT from indexer 0x… to indexer 0x… on Arbitrum One (fee 0.0003 ETH)
 */
export const stakeTransferStory: Story = {
  kind: 'stake-transfer',
  order: 135,
  gate: { events: ['DelegationTransferredToL2', 'IndexerStakeTransferredToL2'] },
  tell: (evidence) => {
    const { from, to: staking } = evidence
    if (evidence.status === '0' || !from || !staking) return null
    const event = movedEvent(evidence, staking)
    const chain = destinationOf(evidence)
    const fee = feeOf(evidence, from)
    if (!event || !chain || fee === null) return null
    const delegation = event.signature === DELEGATION_MOVED
    const account = addressArg(event.args, delegation ? 'delegator' : 'indexer')
    const beneficiary = addressArg(event.args, delegation ? 'l2Delegator' : 'l2Indexer')
    const indexer = addressArg(event.args, 'indexer')
    const l2Indexer = addressArg(event.args, 'l2Indexer')
    const amount = integerArg(event.args, delegation ? 'transferredDelegationTokens' : 'transferredStakeTokens')
    if (account !== from || !beneficiary || !indexer || !l2Indexer || amount === null || amount <= 0n) return null
    const asset = tokensMoved(evidence, staking, amount)
    if (!asset) return null
    const moved = amounts([{ asset, amount }])
    const parts: ActionPart[] = delegation
      ? [text('Moved its delegation of '), moved, text(' from indexer '), address(indexer), text(' to indexer '), address(l2Indexer), text(` on ${chain}`)]
      : [text('Moved '), moved, text(' of its indexer stake to '), address(l2Indexer), text(` on ${chain}`)]
    if (delegation && beneficiary !== from) parts.push(text(', for '), address(beneficiary))
    if (fee > 0n) parts.push(text(' (fee '), amounts([{ asset: NATIVE, amount: fee }]), text(')'))
    return line('stake-transfer', null, parts)
  },
}
