import { assetKey, ZERO_ADDRESS } from '../assets'
import { addressArg, boolArg, chainNameOf, integerArg, movedExactly, type Evidence } from './args'
import { bridgeEvents, payoutOf, type Arrival, type Payout } from './bridge-payouts'

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

/** An OP Stack withdrawal finalized by its portal on the settlement chain, or a deposit the L2 bridge paid out. */
export function opStackArrival(evidence: Evidence): Arrival | null {
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
export function arbitrumArrival(evidence: Evidence): Arrival | null {
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
export function arbitrumDeposit(evidence: Evidence): Arrival | null {
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

/** How ZKsync's shared bridge names the chain's coin where it names a token (its `ETH_TOKEN_ADDRESS`). */
const ZK_ETH_TOKEN = '0x0000000000000000000000000000000000000001'

/**
 * ZKsync's shared bridge finalizing withdrawals on Ethereum, as zksync-ethers publishes its interface: each
 * `WithdrawalFinalizedSharedBridge` names the ZK chain by id, the recipient, the token (or the coin) and the amount.
 * Emitted by no listed contract, so the payout, the coin's too, must show in what moved.
 */
export function zkChainExit(evidence: Evidence): Arrival | null {
  const exits = evidence.events.filter((event) => event.signature === 'WithdrawalFinalizedSharedBridge(uint256,address,address,uint256)')
  const chainIds = new Set(exits.map((event) => integerArg(event.args, 'chainId')))
  const [chainId] = chainIds
  if (exits.length === 0 || chainIds.size !== 1 || chainId === null || chainId === undefined) return null
  const chain = chainNameOf(evidence.known, chainId)
  const payouts = exits.map((event) => payoutOf(event, addressArg(event.args, 'l1Token') === ZK_ETH_TOKEN ? null : 'l1Token', 'to', 'amount'))
  if (!chain || !payouts.every((payout) => payout !== null && movedExactly(evidence, payout.asset, payout.amount, { to: payout.recipient }))) return null
  return { chain, payouts: payouts as Payout[], finalized: true }
}
