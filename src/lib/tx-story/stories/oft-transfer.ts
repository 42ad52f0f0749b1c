import { isNft, NATIVE, ZERO_ADDRESS, type Asset } from '../assets'
import { changesOf } from '../net-changes'
import type { Story, StoryLine } from '../story'
import { addressArg, chainNameOf, integerArg, movedExactly, soleEvent, type Evidence, type StoryEvent } from './args'
import { address, amounts, line, text } from './words'

/** LayerZero v2's OFT standard (IOFT.sol): tokens leaving for another chain, and arriving from one. */
const OFT_SENT = 'OFTSent(bytes32,uint32,address,uint256,uint256)'
const OFT_RECEIVED = 'OFTReceived(bytes32,uint32,address,uint256)'

/** " to Arbitrum One" for an endpoint id the lists name; " through LayerZero" otherwise. */
function chainWords(evidence: Evidence, endpointId: bigint | null, preposition: 'to' | 'from'): string {
  const chain = endpointId === null ? null : chainNameOf(evidence.known, endpointId, 'layerzero-chain')
  return chain ? ` ${preposition} ${chain}` : ' through LayerZero'
}

/**
 * What the sender gave the contract that logged `OFTSent`: one token, exactly the event's `amountSentLD`, locked in
 * that contract (an adapter, a pool) or burned, with no coin of its own leaving but what it sent with the call (the
 * message's fee); or, with no token leaving it, that amount of the coin it sent (a pool of the chain's coin).
 */
function sentBy(evidence: Evidence, from: string, oft: string, amount: bigint): { asset: Asset; amount: bigint } | null {
  const own = changesOf(evidence.netChanges, from)
  if (own.some((change) => change.amount > 0n)) return null
  const tokens = own.filter((change) => change.asset.kind !== 'native')
  const coin = -(own.find((change) => change.asset.kind === 'native')?.amount ?? 0n)
  if (coin > evidence.value) return null
  if (tokens.length === 0) return coin >= amount && evidence.value >= amount ? { asset: NATIVE, amount } : null
  const [token] = tokens
  if (tokens.length !== 1 || !token || token.asset.kind !== 'erc20' || -token.amount !== amount) return null
  const left = movedExactly(evidence, token.asset, amount, { from, to: oft }) || movedExactly(evidence, token.asset, amount, { from, to: ZERO_ADDRESS })
  return left ? { asset: token.asset, amount } : null
}

function departure(evidence: Evidence, from: string, sent: StoryEvent): StoryLine | null {
  const amount = integerArg(sent.args, 'amountSentLD')
  if (addressArg(sent.args, 'fromAddress') !== from || amount === null || amount <= 0n) return null
  const gave = sentBy(evidence, from, sent.address, amount)
  if (!gave) return null
  return line('bridge', null, [text('Bridged '), amounts([gave]), text(chainWords(evidence, integerArg(sent.args, 'dstEid'), 'to'))])
}

/**
 * What the contract that logged `OFTReceived` paid the recipient: exactly the event's `amountReceivedLD` of one token,
 * minted or released by that contract, or of the chain's coin (a pool of the coin), and nothing else of the
 * recipient's moving.
 */
function arrival(evidence: Evidence, from: string, received: StoryEvent): StoryLine | null {
  const recipient = addressArg(received.args, 'toAddress')
  const amount = integerArg(received.args, 'amountReceivedLD')
  if (!recipient || amount === null || amount <= 0n) return null
  const own = changesOf(evidence.netChanges, recipient)
  const [change] = own
  if (own.length !== 1 || !change || change.amount !== amount || isNft(change.asset)) return null
  const payers = change.asset.kind === 'native' ? [received.address] : [received.address, ZERO_ADDRESS]
  if (!payers.some((payer) => movedExactly(evidence, change.asset, amount, { from: payer, to: recipient }))) return null
  const got = amounts([{ asset: change.asset, amount }])
  const origin = text(chainWords(evidence, integerArg(received.args, 'srcEid'), 'from'))
  if (recipient === from) return line('bridge-arrival', null, [text('Received '), got, origin])
  return line('bridge-arrival', null, [address(recipient), text(' received '), got, origin])
}

/**
 * Speaks when the transaction logs exactly one of LayerZero v2's OFT events (wherever deployed: every OFT, OFT adapter
 * and Stargate v2 pool logs them). `OFTSent` for the sender as `fromAddress`: exactly its `amountSentLD` of one token
 * left the sender, into the contract that logged it or burned, or that much of the coin the sender sent; nothing came
 * back to it. `OFTReceived`: exactly its `amountReceivedLD` reached its `toAddress`, minted or paid by the contract
 * that logged it, and nothing else of the recipient's moved. The chain is the event's endpoint id, by the name the
 * lists give it; "through LayerZero" when they give none.
 *
 * @example Bridged 250 USDC to Arbitrum One / 0x… received 250 USDC from Ethereum
 */
export const oftTransferStory: Story = {
  kind: 'oft-transfer',
  order: 147,
  gate: { events: [OFT_SENT, OFT_RECEIVED] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    const sent = soleEvent(evidence, OFT_SENT)
    const received = soleEvent(evidence, OFT_RECEIVED)
    if (sent && !received) return departure(evidence, from, sent)
    if (received && !sent) return arrival(evidence, from, received)
    return null
  },
}
