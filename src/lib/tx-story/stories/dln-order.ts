import { assetKey, NATIVE, ZERO_ADDRESS, type Asset } from '../assets'
import { changesOf, type AssetChange } from '../net-changes'
import type { Story } from '../story'
import { bytesAddressArg, bytesArg, debridgeChainNameOf, integerArg, tupleArg, type Evidence } from './args'
import { amounts, line, text } from './words'

/** deBridge's DlnSource taking an order, as `debridge-finance/dln-contracts` declares it on every chain. */
const CREATED_ORDER =
  'CreatedOrder((uint64,bytes,uint256,bytes,uint256,uint256,bytes,uint256,bytes,bytes,bytes,bytes,bytes,bytes),bytes32,bytes,uint256,uint256,uint32,bytes)'

/** The affiliate's share DlnSource took: none, or the amount after the beneficiary's address (52 bytes in all). */
function affiliateAmount(fee: string | null): bigint | null {
  if (fee === '0x') return 0n
  return fee && /^0x[0-9a-f]{104}$/i.test(fee) ? BigInt(`0x${fee.slice(42)}`) : null
}

/** Whether the sender's net changes are exactly these payments, and nothing came back. */
function paidExactly(evidence: Evidence, from: string, payments: readonly AssetChange[]): boolean {
  const own = changesOf(evidence.netChanges, from)
  return (
    own.length === payments.length &&
    payments.every((payment) => own.some((change) => assetKey(change.asset) === assetKey(payment.asset) && change.amount === -payment.amount))
  )
}

/**
 * Speaks when one deBridge DLN `CreatedOrder` names the sender as its maker, and the sender paid exactly what the order
 * took: its give amount with the protocol's and the affiliate's shares, and the fixed fee in the chain's coin. The
 * destination is the chain its take side names by id (deBridge's own numbers, Solana's among them, are not named).
 *
 * @example Bridged 1,000 USDC to Arbitrum One (fee 0.001 ETH) / Bridged 2 ETH through deBridge (fee 0.001 ETH)
 */
export const dlnOrderStory: Story = {
  kind: 'dln-order',
  order: 142,
  gate: { events: [CREATED_ORDER] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    const created = evidence.events.filter((event) => event.signature === CREATED_ORDER)
    const [event] = created
    if (!from || evidence.status === '0' || !event || created.length !== 1) return null
    const order = tupleArg(event.args, 'order')
    const token = bytesAddressArg(order, 'giveTokenAddress')
    const given = integerArg(order, 'giveAmount')
    const takeChainId = integerArg(order, 'takeChainId')
    const percentFee = integerArg(event.args, 'percentFee')
    const fixedFee = integerArg(event.args, 'nativeFixFee')
    const affiliate = affiliateAmount(bytesArg(event.args, 'affiliateFee'))
    if (bytesAddressArg(order, 'makerSrc') !== from || !token || given === null || takeChainId === null) return null
    if (percentFee === null || fixedFee === null || affiliate === null) return null
    const asset: Asset = token === ZERO_ADDRESS ? NATIVE : { kind: 'erc20', token }
    const bridged = given + percentFee + affiliate
    const payments: AssetChange[] =
      asset.kind === 'native'
        ? [{ asset, amount: bridged + fixedFee }]
        : [{ asset, amount: bridged }, ...(fixedFee > 0n ? [{ asset: NATIVE, amount: fixedFee }] : [])]
    if (bridged <= 0n || !paidExactly(evidence, from, payments)) return null
    const destination = debridgeChainNameOf(evidence.known, takeChainId)
    return line('dln-order', null, [
      text('Bridged '),
      amounts([{ asset, amount: bridged }]),
      text(destination ? ` to ${destination}` : ' through deBridge'),
      ...(fixedFee > 0n ? [text(' (fee '), amounts([{ asset: NATIVE, amount: fixedFee }]), text(')')] : []),
    ])
  },
}
