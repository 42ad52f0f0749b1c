import type { ActionPart } from '../action-parts'
import type { Story, StoryLine } from '../story'
import { type Evidence } from './args'
import { bridgeEvents, paid, type Arrival } from './bridge-payouts'
import { arbitrumArrival, arbitrumDeposit, opStackArrival, zkChainExit } from './rollup-arrivals'
import { cctpArrival, omnibridgeArrival, polygonExit, polygonStateSync } from './token-bridge-arrivals'
import { address, amounts, line, text } from './words'
import { changesOf } from '../net-changes'

const ARRIVALS = [opStackArrival, arbitrumArrival, arbitrumDeposit, polygonExit, polygonStateSync, cctpArrival, zkChainExit, omnibridgeArrival]

/** The line: the recipient's gain, named from the chain it left; the sender's own when it is the recipient. */
function arrivalLine(evidence: Evidence, { chain, payouts, finalized }: Arrival): StoryLine | null {
  const from = evidence.from?.toLowerCase()
  const own = changesOf(evidence.netChanges, from)
  if (own.some((change) => change.amount < 0n)) return null
  const origin = finalized ? ` from ${chain}` : ` bridged from ${chain}`
  if (payouts.length === 0) return finalized ? line('bridge-finalized', null, [text(`Finalized a withdrawal from ${chain}`)]) : null
  const recipients = [...new Set(payouts.map(({ recipient }) => recipient))]
  const moved = payouts.map(({ asset, amount }) => ({ asset, amount }))
  if (recipients.length === 1 && recipients[0] === from) return line('bridge-arrival', null, [text('Received '), amounts(moved), text(origin)])
  if (finalized) {
    const to: ActionPart[] = recipients.length === 1 ? [text(' to '), address(recipients[0]!)] : [text(` to ${recipients.length} addresses`)]
    return line('bridge-finalized', null, [text('Finalized a withdrawal of '), amounts(moved), text(` from ${chain}`), ...to])
  }
  if (recipients.length === 1) return line('bridge-arrival', null, [address(recipients[0]!), text(' received '), amounts(moved), text(origin)])
  return line('bridge-arrival', null, [text(`Delivered deposits${origin} to ${recipients.length} addresses: `), amounts(moved)])
}

/**
 * Speaks when what a listed bridge's own events pay out: an OP Stack portal's `WithdrawalFinalized` (success) with
 * the L1 bridge's `ERC20BridgeFinalized`/`ETHBridgeFinalized` (a token's own bridge's `ERC20WithdrawalFinalized`
 * too); an L2 bridge's `DepositFinalized`/`…BridgeFinalized` (a token's own L2 bridge's too, for a message the listed
 * messenger relayed); Arbitrum's `OutBoxTransactionExecuted` with the gateway's `WithdrawalFinalized`, the bridge's
 * plain `BridgeCallTriggered`, or its call of any gateway's `finalizeInboundTransfer` (a token's own gateway, which
 * no list names: the token, recipient and amount the call names); on Arbitrum One, a listed child gateway's
 * `DepositFinalized` (the one child token minted, or paid by the gateway, to its `_to` for exactly its `_amount`);
 * Polygon's `ExitedERC20`/`ExitedEther` (or Plasma's `Withdraw`), or its state receiver's `StateCommitted` with only
 * mints; a listed TokenMessenger's `MintAndWithdraw` for a listed transmitter's `MessageReceived` from a listed
 * domain; ZKsync's shared bridge's `WithdrawalFinalizedSharedBridge` for a ZK chain the lists name, its payout in
 * what moved; an OmniBridge mediator's one `TokensBridged` for the message the AMB's call executed and logged as
 * successful (its header naming the chain it left). A token paid out must show in the transfers; the recipient, not a
 * relayer, receives; a portal's `WithdrawalProven` alone is a proof.
 *
 * @example Received 189.09 cbETH from Base / Finalized a withdrawal of 0.5 ETH from OP Mainnet to 0x… / 0x… received
 *   10,000 USDC bridged from Ethereum / Proved a withdrawal from OP Mainnet
 */
export const bridgeArrivalStory: Story = {
  kind: 'bridge-arrival',
  order: 30,
  gate: {
    events: [
      'WithdrawalFinalized',
      'WithdrawalProven',
      'ERC20BridgeFinalized',
      'ETHBridgeFinalized',
      'DepositFinalized',
      'ERC20WithdrawalFinalized',
      'ETHWithdrawalFinalized',
      'OutBoxTransactionExecuted',
      'ExitedERC20',
      'ExitedEther',
      'Withdraw(uint256,address,address,uint256)',
      'StateCommitted',
      'MintAndWithdraw',
      'WithdrawalFinalizedSharedBridge',
      'TokensBridged',
    ],
  },
  tell: (evidence) => {
    if (evidence.status === '0') return null
    for (const read of ARRIVALS) {
      const arrival = read(evidence)
      if (!arrival) continue
      if (!arrival.payouts.every((payout) => paid(evidence, payout))) return null
      return arrivalLine(evidence, arrival)
    }
    const proofs = bridgeEvents(evidence, ['WithdrawalProven(bytes32,address,address)'])
    const [proof] = proofs
    const own = changesOf(evidence.netChanges, evidence.from?.toLowerCase())
    if (proof && proofs.length === 1 && own.length === 0) return line('bridge-proof', null, [text(`Proved a withdrawal from ${proof.chain}`)])
    return null
  },
}
