import { isNft } from '../assets'
import { chainNameOf, integerArg, type Evidence } from './args'
import type { Story } from '../story'
import { amounts, line, text } from './words'

/**
 * Bridge events that name the chain a deposit goes to, by its id: Across's SpokePool `FundsDeposited` and Hop's
 * L1 bridge `TransferSentToL2`, as their verified sources declare them.
 */
const DESTINATION_EVENTS: readonly { signature: string; chainArg: string }[] = [
  {
    signature: 'FundsDeposited(bytes32,bytes32,uint256,uint256,uint256,uint256,uint32,uint32,uint32,bytes32,bytes32,bytes32,bytes)',
    chainArg: 'destinationChainId',
  },
  { signature: 'TransferSentToL2(uint256,address,uint256,uint256,uint256,address,uint256)', chainArg: 'chainId' },
]

/** Where the deposit goes: the chain the published lists give the bridge called, or the one its own event names. */
function destinationOf(evidence: Evidence): string | null {
  const bridge = evidence.known(evidence.to)
  if (bridge?.role === 'bridge') return bridge.destination.name
  const to = evidence.to?.toLowerCase()
  for (const { signature, chainArg } of DESTINATION_EVENTS) {
    const events = evidence.events.filter((event) => event.signature === signature && event.address === to)
    const [event] = events
    const chainId = event ? integerArg(event.args, chainArg) : null
    if (events.length === 1 && chainId !== null) return chainNameOf(evidence.known, chainId)
  }
  return null
}

/**
 * A deposit into a bridge: one the published lists name (an OP Stack portal or standard bridge, Arbitrum's inbox
 * or gateways), or one whose own event names the destination chain. What the sender put in, and where it goes;
 * only coins and tokens the sender itself sent, and only when it got nothing back.
 */
export const bridgeStory: Story = {
  kind: 'bridge',
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    const destination = destinationOf(evidence)
    if (!destination) return null
    const own = evidence.netChanges.find((entry) => entry.address === from)?.changes ?? []
    const sent = own.filter((change) => change.amount < 0n).map((change) => ({ asset: change.asset, amount: -change.amount }))
    if (sent.length === 0 || own.some((change) => change.amount > 0n) || sent.some((change) => isNft(change.asset))) return null
    return line('bridge', null, [text('Bridged '), amounts(sent), text(` to ${destination}`)])
  },
}
