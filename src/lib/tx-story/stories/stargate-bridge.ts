import { NATIVE, type Asset } from '../assets'
import { changesOf } from '../net-changes'
import type { Story } from '../story'
import { chainNameOf, eventsOf, integerArg, type Evidence } from './args'
import { amounts, line, text } from './words'

/** A Stargate v1 pool's swap to another chain, and its Bridge's message, as @stargatefinance/stg-evm-v1 declares them. */
const POOL_SWAP = 'Swap(uint16,uint256,address,uint256,uint256,uint256,uint256,uint256)'
const SEND_MSG = 'SendMsg(uint8,uint64)'

/**
 * What the sender put into the pool: its token, paid straight in, with nothing else of its own moving but the coin it
 * sent for the message; or its coin, which the router wrapped (a WETH-style deposit) and paid in, the rest of the
 * coin being the message's fee.
 */
function paidIn(evidence: Evidence, from: string, pool: string): { asset: Asset; amount: bigint } | null {
  const into = evidence.movements.filter((movement) => movement.to === pool && movement.asset.kind === 'erc20')
  const [paid] = into
  if (!paid || into.length !== 1 || paid.amount <= 0n) return null
  const tokens = changesOf(evidence.netChanges, from).filter((change) => change.asset.kind !== 'native')
  const coin = changesOf(evidence.netChanges, from).find((change) => change.asset.kind === 'native')?.amount ?? 0n
  if (coin > 0n || -coin > evidence.value) return null
  if (paid.from === from) {
    const [token, ...more] = tokens
    return token && more.length === 0 && token.amount === -paid.amount ? { asset: paid.asset, amount: paid.amount } : null
  }
  const wrapped = evidence.movements.some(
    (movement) => movement.source === 'deposit' && movement.to === paid.from && movement.amount === paid.amount && movement.asset.kind === 'erc20',
  )
  return tokens.length === 0 && wrapped && paid.amount <= -coin ? { asset: NATIVE, amount: paid.amount } : null
}

/**
 * Speaks when one Stargate v1 pool `Swap` (wherever deployed) and the listed Stargate Bridge's `SendMsg` carry the
 * sender's token (or coin, wrapped on the way) to another chain: exactly what the sender paid went into the pool that
 * logged the swap, and nothing came back to it. The destination is the swap's LayerZero chain id, by name; the amount
 * is what the sender put in, before Stargate's fees.
 *
 * @example Bridged 0.00134227 ETH to Base
 */
export const stargateBridgeStory: Story = {
  kind: 'stargate-bridge',
  order: 146,
  gate: { events: [POOL_SWAP] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (evidence.status === '0' || !from) return null
    const swaps = eventsOf(evidence, POOL_SWAP)
    const [swap] = swaps
    if (!swap || swaps.length !== 1) return null
    const sent = eventsOf(evidence, SEND_MSG).some((event) => evidence.known(event.address)?.role === 'stargate-bridge')
    const chainId = integerArg(swap.args, 'chainId')
    const payment = paidIn(evidence, from, swap.address)
    if (!sent || chainId === null || !payment) return null
    const chain = chainNameOf(evidence.known, chainId, 'layerzero-chain')
    return line('stargate-bridge', null, [text('Bridged '), amounts([payment]), text(chain ? ` to ${chain}` : ' through Stargate')])
  },
}
