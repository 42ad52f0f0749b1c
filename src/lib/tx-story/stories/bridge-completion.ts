import { assetKey } from '../assets'
import { changesOf } from '../net-changes'
import type { Story } from '../story'
import { addressArg, eventsOf, integerArg } from './args'
import { address, amounts, line, text } from './words'

/** LI.FI's completion of a bridged transfer on the destination chain, as its published sources declare it. */
const LIFI_TRANSFER_COMPLETED = 'LiFiTransferCompleted(bytes32,address,address,uint256,uint256)'

/**
 * Speaks when one LI.FI `LiFiTransferCompleted(transactionId, receivingAssetId, receiver, amount, …)`, wherever
 * deployed: the contract that logged it paid the receiver exactly `amount` of one asset (the bridged token, or what
 * it was swapped into on arrival), every other asset the receiver gained also came from that contract, and the
 * receiver gave nothing; a sender other than the receiver (a relayer, a messenger's executor) neither received nor
 * paid anything. The origin chain is not in the event, so the line names none.
 *
 * @example 0x… received 0.1327 ETH and 1.54 USDC bridged through LI.FI
 */
export const bridgeCompletionStory: Story = {
  kind: 'bridge-completion',
  order: 45,
  gate: { events: ['LiFiTransferCompleted'] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (evidence.status === '0' || !from) return null
    const completions = eventsOf(evidence, LIFI_TRANSFER_COMPLETED)
    const [event] = completions
    if (!event || completions.length !== 1) return null
    const receiver = addressArg(event.args, 'receiver')
    const amount = integerArg(event.args, 'amount')
    if (!receiver || amount === null || amount <= 0n) return null
    const paid = evidence.movements.filter((movement) => movement.to === receiver && movement.from !== receiver)
    if (paid.length === 0 || paid.some((movement) => movement.from !== event.address)) return null
    if (!paid.some((movement) => movement.amount === amount)) return null
    const gained = changesOf(evidence.netChanges, receiver)
    if (gained.length === 0 || gained.some((change) => change.amount <= 0n)) return null
    // Each asset the receiver gained is what the contract paid it, no more.
    const paidOf = (key: string) => paid.filter((movement) => assetKey(movement.asset) === key).reduce((sum, movement) => sum + movement.amount, 0n)
    if (gained.some((change) => paidOf(assetKey(change.asset)) !== change.amount)) return null
    const origin = text(' bridged through LI.FI')
    if (receiver === from) return line('bridge-completion', null, [text('Received '), amounts(gained), origin])
    if (changesOf(evidence.netChanges, from).length > 0) return null
    return line('bridge-completion', null, [address(receiver), text(' received '), amounts(gained), origin])
  },
}
