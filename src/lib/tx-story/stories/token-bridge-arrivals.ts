import { ZERO_ADDRESS } from '../assets'
import { boolArg, bytesArg, chainNameOf, eventsOf, integerArg, type Evidence } from './args'
import { ambMessageOf } from './amb-message'
import { bridgeEvents, payoutOf, type Arrival, type Payout } from './bridge-payouts'

/** Polygon PoS exits on Ethereum: a predicate's `ExitedERC20`/`ExitedEther`, or the Plasma withdraw manager's `Withdraw`. */
export function polygonExit(evidence: Evidence): Arrival | null {
  const exits = [
    ...bridgeEvents(evidence, ['ExitedERC20(address,address,uint256)']).map(({ event, chain }) => ({
      chain,
      payout: payoutOf(event, 'rootToken', 'exitor', 'amount'),
    })),
    ...bridgeEvents(evidence, ['ExitedEther(address,uint256)']).map(({ event, chain }) => ({ chain, payout: payoutOf(event, null, 'exitor', 'amount') })),
    ...bridgeEvents(evidence, ['Withdraw(uint256,address,address,uint256)']).map(({ event, chain }) => ({
      chain,
      payout: payoutOf(event, 'token', 'user', 'amount'),
    })),
  ]
  const [first] = exits
  if (!first || exits.some(({ chain, payout }) => chain !== first.chain || payout === null)) return null
  return { chain: first.chain, payouts: exits.map(({ payout }) => payout as Payout), finalized: true }
}

/** Polygon PoS's state sync on Polygon: the state receiver committing deposits from Ethereum, each minted to its owner. */
export function polygonStateSync(evidence: Evidence): Arrival | null {
  const commits = bridgeEvents(evidence, ['StateCommitted(uint256,bool)'])
  const [first] = commits
  if (!first || commits.some(({ event, chain }) => chain !== first.chain || boolArg(event.args, 'success') !== true)) return null
  if (evidence.movements.length === 0 || evidence.movements.some((movement) => movement.from !== ZERO_ADDRESS)) return null
  return { chain: first.chain, payouts: evidence.movements.map(({ to, asset, amount }) => ({ recipient: to, asset, amount })), finalized: false }
}

/** Circle's CCTP: a listed TokenMessenger's `MintAndWithdraw` for a message a listed transmitter received from a listed domain. */
export function cctpArrival(evidence: Evidence): Arrival | null {
  const mints = evidence.events.filter((event) => event.name === 'MintAndWithdraw' && evidence.known(event.address)?.role === 'cctp-token-messenger')
  const received = evidence.events.filter((event) => event.name === 'MessageReceived' && evidence.known(event.address)?.role === 'cctp-message-transmitter')
  const [mint] = mints
  const [message] = received
  if (!mint || !message || mints.length !== 1 || received.length !== 1) return null
  const domain = integerArg(message.args, 'sourceDomain')
  const source = domain === null ? null : chainNameOf(evidence.known, domain, 'cctp-domain')
  const payout = payoutOf(mint, 'mintToken', 'mintRecipient', 'amount')
  if (!source || !payout) return null
  return { chain: source, payouts: [payout], finalized: false }
}

/** The AMB's calls that execute a message from the other side: a claim on the foreign side, validators' affirmation on the home side. */
const AMB_EXECUTIONS: Readonly<Record<string, { message: string; finalized: boolean }>> = {
  executeSignatures: { message: '_data', finalized: true },
  safeExecuteSignaturesWithAutoGasLimit: { message: '_data', finalized: true },
  executeAffirmation: { message: 'message', finalized: false },
}
const AMB_EXECUTED = new Set(['RelayedMessage(address,address,bytes32,bool)', 'AffirmationCompleted(address,address,bytes32,bool)'])

/**
 * An OmniBridge arrival: the AMB executing a message (the call's own argument, its header naming the chain it left)
 * whose execution it logs as successful, and the mediator's one `TokensBridged` for that message id, paid in what moved.
 */
export function omnibridgeArrival(evidence: Evidence): Arrival | null {
  const execution = evidence.call ? AMB_EXECUTIONS[evidence.call.name] : undefined
  const message = execution && evidence.call ? ambMessageOf(bytesArg(evidence.call.args, execution.message)) : null
  const bridged = eventsOf(evidence, 'TokensBridged(address,address,uint256,bytes32)')
  const [arrived] = bridged
  if (!execution || !message || bridged.length !== 1 || !arrived || bytesArg(arrived.args, 'messageId')?.toLowerCase() !== message.messageId) return null
  const executed = evidence.events.some(
    (event) =>
      AMB_EXECUTED.has(event.signature) && bytesArg(event.args, 'messageId')?.toLowerCase() === message.messageId && boolArg(event.args, 'status') === true,
  )
  const chain = chainNameOf(evidence.known, message.sourceChainId)
  const payout = payoutOf(arrived, 'token', 'recipient', 'value')
  if (!executed || !chain || !payout) return null
  return { chain, payouts: [payout], finalized: execution.finalized }
}
