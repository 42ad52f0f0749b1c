import { assetKey, NATIVE, ZERO_ADDRESS, type Asset } from '../assets'
import type { ActionPart } from '../action-parts'
import type { StoryLine } from '../story'
import { addressArg, boolArg, bytesArg, chainNameOf, eventsOf, integerArg, movedExactly, type Evidence, type StoryEvent } from './args'
import { ambMessageOf } from './amb-message'
import type { Story } from '../story'
import { address, amounts, line, text } from './words'
import { changesOf } from '../net-changes'

/** One payout a bridge's event names: who receives what. */
interface Payout {
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
function bridgeEvents(evidence: Evidence, signatures: readonly string[]): { event: StoryEvent; chain: string }[] {
  return evidence.events.flatMap((event) => {
    const chain = signatures.includes(event.signature) ? otherSide(evidence, event.address) : null
    return chain ? [{ event, chain }] : []
  })
}

/** OP Stack standard bridges' payouts (the L1 bridge finalizing a withdrawal, the L2 bridge a deposit), newest events first. */
const OP_PAYOUTS: readonly { signatures: string[]; token: string | null }[] = [
  { signatures: ['ERC20BridgeFinalized(address,address,address,address,uint256,bytes)'], token: 'localToken' },
  { signatures: ['ETHBridgeFinalized(address,address,uint256,bytes)'], token: null },
  { signatures: ['DepositFinalized(address,address,address,address,uint256,bytes)'], token: 'l2Token' },
  { signatures: ['ERC20WithdrawalFinalized(address,address,address,address,uint256,bytes)'], token: 'l1Token' },
  { signatures: ['ETHWithdrawalFinalized(address,address,uint256,bytes)'], token: null },
]

/**
 * What the OP Stack bridge's events pay out, from the first family of events present (the newer and legacy events
 * repeat each other). `anyBridge`: a listed portal finalized the withdrawal, so a token's own bridge on the same
 * messaging (Lido's, Maker's), which no list names, pays a token out with the same events (the transfers must show
 * it); the coin only a listed bridge's word pays.
 */
function opStackPayouts(evidence: Evidence, chain: string, anyBridge = false): Payout[] | null {
  for (const { signatures, token } of OP_PAYOUTS) {
    const found =
      anyBridge && token
        ? evidence.events.filter((event) => signatures.includes(event.signature)).map((event) => ({ event, chain }))
        : bridgeEvents(evidence, signatures).filter((entry) => entry.chain === chain)
    if (found.length === 0) continue
    const payouts = found.map(({ event }) => payoutOf(event, token, 'to', 'amount'))
    return payouts.every((payout) => payout !== null) ? payouts : null
  }
  return []
}

function payoutOf(event: Pick<StoryEvent, 'args'>, tokenArg: string | null, recipientArg: string, amountArg: string): Payout | null {
  const recipient = addressArg(event.args, recipientArg)
  const amount = integerArg(event.args, amountArg)
  const token = tokenArg ? addressArg(event.args, tokenArg) : null
  if (!recipient || amount === null || amount <= 0n || (tokenArg && !token)) return null
  return { recipient, asset: token ? { kind: 'erc20', token } : NATIVE, amount }
}

/** A token payout must show in the transfers; a native one is the listed bridge's own word (internal calls may be out of view). */
const paid = (evidence: Evidence, payout: Payout) =>
  payout.asset.kind === 'native' || movedExactly(evidence, payout.asset, payout.amount, { to: payout.recipient })

interface Arrival {
  chain: string
  payouts: Payout[]
  /** a withdrawal finalized on the chain it returns to ("from Base"), or a deposit delivered ("bridged from Ethereum") */
  finalized: boolean
}

/** An OP Stack withdrawal finalized by its portal on the settlement chain, or a deposit the L2 bridge paid out. */
function opStackArrival(evidence: Evidence): Arrival | null {
  const finalizations = bridgeEvents(evidence, ['WithdrawalFinalized(bytes32,bool)'])
  const [finalization] = finalizations
  if (finalization) {
    if (finalizations.length !== 1 || boolArg(finalization.event.args, 'success') !== true) return null
    const payouts = opStackPayouts(evidence, finalization.chain, true)
    return payouts ? { chain: finalization.chain, payouts, finalized: true } : null
  }
  const [delivery] = bridgeEvents(
    evidence,
    OP_PAYOUTS.flatMap(({ signatures }) => signatures),
  )
  // A token's own L2 bridge delivering through the listed messenger, which relayed the message.
  const relays = bridgeEvents(evidence, ['RelayedMessage(bytes32)'])
  const [relay] = relays
  if (!delivery && relay && relays.every(({ chain }) => chain === relay.chain)) {
    const payouts = opStackPayouts(evidence, relay.chain, true)
    return payouts && payouts.length > 0 ? { chain: relay.chain, payouts, finalized: false } : null
  }
  if (!delivery) return null
  const payouts = opStackPayouts(evidence, delivery.chain)
  return payouts && payouts.length > 0 ? { chain: delivery.chain, payouts, finalized: false } : null
}

/** Arbitrum's outbox executing a withdrawal on the parent chain: the gateway's `WithdrawalFinalized`, or the coins the bridge sent. */
function arbitrumArrival(evidence: Evidence): Arrival | null {
  const executions = bridgeEvents(evidence, ['OutBoxTransactionExecuted(address,address,uint256,uint256)'])
  const [execution] = executions
  if (!execution || executions.length !== 1) return null
  const gateway = bridgeEvents(evidence, ['WithdrawalFinalized(address,address,address,uint256,uint256)']).filter(({ chain }) => chain === execution.chain)
  if (gateway.length > 0) {
    const payouts = gateway.map(({ event }) => payoutOf(event, 'l1Token', '_to', '_amount'))
    return payouts.every((payout) => payout !== null) ? { chain: execution.chain, payouts, finalized: true } : null
  }
  const calls = bridgeEvents(evidence, ['BridgeCallTriggered(address,address,uint256,bytes)']).filter(({ chain }) => chain === execution.chain)
  const payouts = calls.flatMap(({ event }) => {
    const value = integerArg(event.args, 'value')
    const data = event.args.find((arg) => arg.name === 'data')?.value
    const plain = data?.kind === 'bytes' && data.value === '0x'
    if (plain) return value !== null && value > 0n ? [payoutOf(event, null, 'to', 'value')] : []
    const nested = data?.kind === 'bytes' && data.nested?.status === 'decoded' ? data.nested.call : null
    return nested?.name === 'finalizeInboundTransfer' ? [payoutOf(nested, '_token', '_to', '_amount')] : []
  })
  if (payouts.some((payout) => payout === null)) return null
  return { chain: execution.chain, payouts: payouts as Payout[], finalized: true }
}

/**
 * Arbitrum's child gateways finalizing deposits from the parent chain: each `DepositFinalized` names the parent
 * chain's token, so the token paid is the one child token minted (or paid by the gateway) to `_to` for exactly `_amount`.
 */
function arbitrumDeposit(evidence: Evidence): Arrival | null {
  const deposits = bridgeEvents(evidence, ['DepositFinalized(address,address,address,uint256)'])
  const [first] = deposits
  if (!first || deposits.some(({ chain }) => chain !== first.chain)) return null
  const payouts = deposits.map(({ event }) => {
    const recipient = addressArg(event.args, '_to')
    const amount = integerArg(event.args, '_amount')
    if (!recipient || amount === null || amount <= 0n) return null
    const minted = evidence.movements.filter(
      (movement) =>
        movement.asset.kind === 'erc20' &&
        movement.to === recipient &&
        movement.amount === amount &&
        (movement.from === ZERO_ADDRESS || movement.from === event.address),
    )
    const [payout] = minted
    return payout && new Set(minted.map((movement) => assetKey(movement.asset))).size === 1 ? { recipient, asset: payout.asset, amount } : null
  })
  return payouts.every((payout) => payout !== null) ? { chain: first.chain, payouts, finalized: false } : null
}

/** Polygon PoS exits on Ethereum: a predicate's `ExitedERC20`/`ExitedEther`, or the Plasma withdraw manager's `Withdraw`. */
function polygonExit(evidence: Evidence): Arrival | null {
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
function polygonStateSync(evidence: Evidence): Arrival | null {
  const commits = bridgeEvents(evidence, ['StateCommitted(uint256,bool)'])
  const [first] = commits
  if (!first || commits.some(({ event, chain }) => chain !== first.chain || boolArg(event.args, 'success') !== true)) return null
  if (evidence.movements.length === 0 || evidence.movements.some((movement) => movement.from !== ZERO_ADDRESS)) return null
  return { chain: first.chain, payouts: evidence.movements.map(({ to, asset, amount }) => ({ recipient: to, asset, amount })), finalized: false }
}

/** Circle's CCTP: a listed TokenMessenger's `MintAndWithdraw` for a message a listed transmitter received from a listed domain. */
function cctpArrival(evidence: Evidence): Arrival | null {
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

/** How ZKsync's shared bridge names the chain's coin where it names a token (its `ETH_TOKEN_ADDRESS`). */
const ZK_ETH_TOKEN = '0x0000000000000000000000000000000000000001'

/**
 * ZKsync's shared bridge finalizing withdrawals on Ethereum, as zksync-ethers publishes its interface: each
 * `WithdrawalFinalizedSharedBridge` names the ZK chain by id, the recipient, the token (or the coin) and the amount.
 * Emitted by no listed contract, so the payout, the coin's too, must show in what moved.
 */
function zkChainExit(evidence: Evidence): Arrival | null {
  const exits = evidence.events.filter((event) => event.signature === 'WithdrawalFinalizedSharedBridge(uint256,address,address,uint256)')
  const chainIds = new Set(exits.map((event) => integerArg(event.args, 'chainId')))
  const [chainId] = chainIds
  if (exits.length === 0 || chainIds.size !== 1 || chainId === null || chainId === undefined) return null
  const chain = chainNameOf(evidence.known, chainId)
  const payouts = exits.map((event) => payoutOf(event, addressArg(event.args, 'l1Token') === ZK_ETH_TOKEN ? null : 'l1Token', 'to', 'amount'))
  if (!chain || !payouts.every((payout) => payout !== null && movedExactly(evidence, payout.asset, payout.amount, { to: payout.recipient }))) return null
  return { chain, payouts: payouts as Payout[], finalized: true }
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
function omnibridgeArrival(evidence: Evidence): Arrival | null {
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
      'Withdraw',
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
