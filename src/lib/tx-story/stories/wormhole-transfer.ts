import { ZERO_ADDRESS, NATIVE, type Asset } from '../assets'
import { changesOf } from '../net-changes'
import type { Story } from '../story'
import { addressArg, chainNameOf, eventsOf, integerArg, movedExactly, type Evidence } from './args'
import { amounts, line, text } from './words'

const TOKEN_CALLS = new Set(['transferTokens', 'transferTokensWithPayload'])
const COIN_CALLS = new Set(['wrapAndTransferETH', 'wrapAndTransferETHWithPayload'])
const MESSAGE_PUBLISHED = 'LogMessagePublished(address,uint64,uint32,bytes,uint8)'
/**
 * The token bridge moves amounts in eight decimals: of a token with more (up to 18), it takes the call's amount cut to
 * eight decimals, leaving the dust with the sender; of any other, the whole amount.
 */
const takenOf = (named: bigint, taken: bigint) =>
  taken === named || Array.from({ length: 10 }, (_, index) => 10n ** BigInt(index + 1)).some((unit) => taken === named - (named % unit))

/** What the sender gave the bridge: a token (sent to it, or burned, for a token it wrapped) or the coin it wrapped. */
function bridged(evidence: Evidence, from: string, bridge: string): { asset: Asset; amount: bigint } | null {
  const { call } = evidence
  if (!call) return null
  const own = changesOf(evidence.netChanges, from)
  const [change, ...more] = own
  if (!change || more.length > 0 || change.amount >= 0n) return null
  const amount = -change.amount
  if (TOKEN_CALLS.has(call.name)) {
    const token = addressArg(call.args, 'token')
    const named = integerArg(call.args, 'amount')
    if (!token || named === null || evidence.value !== 0n || change.asset.kind !== 'erc20' || change.asset.token !== token) return null
    if (amount <= 0n || !takenOf(named, amount)) return null
    const asset: Asset = { kind: 'erc20', token }
    const taken = movedExactly(evidence, asset, amount, { from, to: bridge }) || movedExactly(evidence, asset, amount, { from, to: ZERO_ADDRESS })
    return taken ? { asset, amount } : null
  }
  // The coin the bridge wrapped (its WETH-style deposit) is what the sender parted with; any dust came back.
  if (!COIN_CALLS.has(call.name) || change.asset.kind !== 'native') return null
  const wrapped = evidence.movements.some((movement) => movement.source === 'deposit' && movement.to === bridge && movement.amount === amount)
  return wrapped ? { asset: NATIVE, amount } : null
}

/**
 * Speaks when the sender called Wormhole's token bridge (Portal, where @wormhole-foundation/sdk-base lists it) with
 * `transferTokens` or `wrapAndTransferETH` (or their `…WithPayload`), and the listed core bridge published the
 * bridge's one message (`LogMessagePublished`): the sender's only flow is the token leaving it for the bridge (or
 * burned, for a token the bridge wrapped), the call's amount less at most its eight-decimal dust, or the coin the
 * bridge wrapped. The destination is the call's Wormhole chain id, by name.
 *
 * @example Bridged 1,000 USDC to Solana / Bridged 0.5 ETH to Base
 */
export const wormholeTransferStory: Story = {
  kind: 'wormhole-transfer',
  order: 145,
  gate: { events: [], calls: [...TOKEN_CALLS, ...COIN_CALLS] },
  tell: (evidence) => {
    const { call, from, to: bridge } = evidence
    if (!call || !from || !bridge || evidence.status === '0' || evidence.known(bridge)?.role !== 'wormhole-token-bridge') return null
    const messages = eventsOf(evidence, MESSAGE_PUBLISHED)
    const [message] = messages
    if (!message || messages.length !== 1 || evidence.known(message.address)?.role !== 'wormhole-core-bridge') return null
    if (addressArg(message.args, 'sender') !== bridge) return null
    const chainId = integerArg(call.args, 'recipientChain')
    const payment = bridged(evidence, from, bridge)
    if (chainId === null || !payment) return null
    const chain = chainNameOf(evidence.known, chainId, 'wormhole-chain')
    return line('wormhole-transfer', null, [text('Bridged '), amounts([payment]), text(chain ? ` to ${chain}` : ' through Wormhole')])
  },
}
