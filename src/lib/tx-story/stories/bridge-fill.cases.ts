import { erc20Abi, pad, parseEther, zeroAddress, type Abi } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { wrappedNativeAbi } from '../standard-events'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

const { alice, bob, carol, relayer } = PEOPLE
const across = verifiedAbi('Across SpokePool')
/** One of the SpokePool's fill events, picked by its first parameter's type where two share a name. */
const fillEvent = (name: string, firstType: string): Abi =>
  across.filter((item) => item.type === 'event' && item.name === name && item.inputs[0]?.type === firstType)
const filledRelay = fillEvent('FilledRelay', 'bytes32')
const filledV3Relay = fillEvent('FilledV3Relay', 'address')
const filledRelay2023 = fillEvent('FilledRelay', 'uint256')

const ACROSS_SPOKE_POOL = '0x5c7bcd6e7de5423a257d81b442095a1a6ced35c5'
const BASE_SPOKE_POOL = '0x09aea4b2242abc8bb4bb78d537a67a245a7bec64'
const BASE_WETH = '0x4200000000000000000000000000000000000006'
/** the relayer's contract that fronts fills from its own balance */
const RELAYER_VAULT = PEOPLE.bot
const word = (address: string) => pad(address as `0x${string}`)
const FILLED_USDC = 1_250_000_000n
const FILLED_ETH = 9_804_674_568_982_550n
const FILLED_USDT = 195_502_751n

const v3Fill = (recipient: `0x${string}`, outputAmount: bigint) =>
  emit(ACROSS_SPOKE_POOL, filledV3Relay, 'FilledV3Relay', {
    inputToken: '0xaf88d065e77c8cc2239327c5edb3a432268e5831',
    outputToken: TOKENS.usdc,
    inputAmount: outputAmount + 1_400_000n,
    outputAmount,
    repaymentChainId: 42161n,
    originChainId: 42161n,
    depositId: 2_391_044,
    fillDeadline: 1_732_880_000,
    exclusivityDeadline: 0,
    exclusiveRelayer: zeroAddress,
    relayer,
    depositor: recipient,
    recipient,
    message: '0x',
    relayExecutionInfo: { updatedRecipient: recipient, updatedMessage: '0x', updatedOutputAmount: outputAmount, fillType: 0 },
  })

const dln = verifiedAbi('deBridge DlnDestination')
const DLN_DESTINATION = '0xe7351fd770a37282b91d153ee690b63579d6dd7f'
/** the contract DLN pays an order with an external call to, which makes the call */
const DLN_ADAPTER = PEOPLE.unlisted
const DLN_FILLED_USDC = 994_870_112n
const DLN_FILLED_ETH = 512_004_771_300_000_000n
/** A DLN order's fill: what it takes from the give chain, and pays the receiver on this one. */
const dlnFill = (order: { giveChainId: bigint; takeToken: string; takeAmount: bigint; receiver: string; externalCall?: `0x${string}` }) =>
  emit(DLN_DESTINATION, dln, 'FulfilledOrder', {
    order: {
      makerOrderNonce: 41n,
      makerSrc: order.receiver,
      giveChainId: order.giveChainId,
      giveTokenAddress: '0xaf88d065e77c8cc2239327c5edb3a432268e5831',
      giveAmount: order.takeAmount + 1_000_000n,
      takeChainId: 1n,
      takeTokenAddress: order.takeToken,
      takeAmount: order.takeAmount,
      receiverDst: order.receiver,
      givePatchAuthoritySrc: order.receiver,
      orderAuthorityAddressDst: order.receiver,
      allowedTakerDst: '0x',
      allowedCancelBeneficiarySrc: '0x',
      externalCall: order.externalCall ?? '0x',
    },
    orderId: pad('0xd1a0'),
    sender: relayer,
    unlockAuthority: relayer,
  })

/** A taker's fill of a USDC order from `giveChainId`: the USDC paid to `paidTo` (the receiver, or the adapter of an order with an external call). */
const dlnUsdcFill = (giveChainId: bigint, receiver: `0x${string}`, paidTo: `0x${string}` = receiver, externalCall?: `0x${string}`) => ({
  from: relayer,
  to: DLN_DESTINATION,
  logs: [
    emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: relayer, to: paidTo, value: DLN_FILLED_USDC }),
    dlnFill({ giveChainId, takeToken: TOKENS.usdc, takeAmount: DLN_FILLED_USDC, receiver, externalCall }),
  ],
})

export const bridgeFillCases: StoryCases = () => ({
  kind: 'bridge-fill',
  abis: [
    { source: 'viem erc20Abi', abi: erc20Abi },
    { source: 'verified: Across SpokePool', abi: [...filledRelay, ...filledV3Relay, ...filledRelay2023] },
    { source: 'verified: deBridge DlnDestination', abi: dln },
  ],
  cases: [
    {
      name: 'USDC from Arbitrum One delivered on Ethereum by an Across relayer’s fill',
      tx: {
        from: relayer,
        to: ACROSS_SPOKE_POOL,
        logs: [emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: relayer, to: alice, value: FILLED_USDC }), v3Fill(alice, FILLED_USDC)],
      },
      line: '0x7f3a…1d9b received 1,250 USDC bridged from Arbitrum One (filled by a relayer)',
      e2e: true,
    },
    {
      name: 'ETH from Arbitrum One delivered on Base: the SpokePool unwraps the relayer’s WETH and pays the coin',
      chain: 'base',
      tx: {
        from: relayer,
        to: BASE_SPOKE_POOL,
        logs: [
          emit(BASE_WETH, erc20Abi, 'Transfer', { from: relayer, to: BASE_SPOKE_POOL, value: FILLED_ETH }),
          emit(BASE_WETH, wrappedNativeAbi, 'Withdrawal', { src: BASE_SPOKE_POOL, wad: FILLED_ETH }),
          emit(BASE_SPOKE_POOL, filledRelay, 'FilledRelay', {
            inputToken: word('0x82af49447d8a07e3bd95bd0d56f35241523fbab1'),
            outputToken: word(BASE_WETH),
            inputAmount: FILLED_ETH + 3_000_000_000_000n,
            outputAmount: FILLED_ETH,
            repaymentChainId: 8453n,
            originChainId: 42161n,
            depositId: 1_142_258n,
            fillDeadline: 1_732_880_000,
            exclusivityDeadline: 0,
            exclusiveRelayer: word(zeroAddress),
            relayer: word(relayer),
            depositor: word(bob),
            recipient: word(bob),
            messageHash: pad('0x'),
            relayExecutionInfo: { updatedRecipient: word(bob), updatedMessageHash: pad('0x'), updatedOutputAmount: FILLED_ETH, fillType: 0 },
          }),
        ],
        internal: [
          { from: BASE_WETH, to: BASE_SPOKE_POOL, value: FILLED_ETH },
          { from: BASE_SPOKE_POOL, to: bob, value: FILLED_ETH },
        ],
      },
      line: '0x2a4c…8a10 received 0.00980467456898255 ETH bridged from Arbitrum One (filled by a relayer)',
    },
    {
      name: 'USDT from ZKsync Era filled by the 2023 SpokePool, whose event leaves the amount to the transfer',
      tx: {
        from: relayer,
        to: ACROSS_SPOKE_POOL,
        logs: [
          emit(TOKENS.usdt, erc20Abi, 'Transfer', { from: relayer, to: carol, value: FILLED_USDT }),
          emit(ACROSS_SPOKE_POOL, filledRelay2023, 'FilledRelay', {
            amount: 195_600_000n,
            totalFilledAmount: 195_600_000n,
            fillAmount: 195_600_000n,
            repaymentChainId: 1n,
            originChainId: 324n,
            destinationChainId: 1n,
            relayerFeePct: 250_000_000_000_000n,
            realizedLpFeePct: 250_000_000_000_000n,
            depositId: 1_349_999,
            destinationToken: TOKENS.usdt,
            relayer,
            depositor: carol,
            recipient: carol,
            message: '0x',
            updatableRelayData: { recipient: carol, message: '0x', relayerFeePct: 250_000_000_000_000n, isSlowRelay: false, payoutAdjustmentPct: 0n },
          }),
        ],
      },
      line: '0x4d3c…6d5c received 195.502751 USDT bridged from ZKsync Era (filled by a relayer)',
    },
    {
      name: 'a relayer contract filling from its own balance, called by the relayer’s key',
      tx: {
        from: relayer,
        to: RELAYER_VAULT,
        logs: [emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: RELAYER_VAULT, to: alice, value: FILLED_USDC }), v3Fill(alice, FILLED_USDC)],
      },
      line: '0x7f3a…1d9b received 1,250 USDC bridged from Arbitrum One (filled by a relayer)',
    },
    {
      name: 'a fill event whose recipient got less than it names: no delivery is claimed',
      tx: {
        from: relayer,
        to: ACROSS_SPOKE_POOL,
        logs: [emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: relayer, to: alice, value: FILLED_USDC - 1n }), v3Fill(alice, FILLED_USDC)],
      },
      line: 'Sent 1,249.999999 USDC to 0x7f3a…1d9b',
    },
    {
      name: 'a fill sent by someone who got tokens back in the same transaction: not only a relayer’s fill',
      tx: {
        from: relayer,
        to: ACROSS_SPOKE_POOL,
        logs: [
          emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: relayer, to: alice, value: FILLED_USDC }),
          emit(TOKENS.dai, erc20Abi, 'Transfer', { from: ACROSS_SPOKE_POOL, to: relayer, value: parseEther('1300') }),
          v3Fill(alice, FILLED_USDC),
        ],
      },
      line: 'Sent 1,250 USDC and received 1,300 DAI',
    },
    {
      name: 'USDC from Arbitrum One paid to its receiver by a deBridge DLN taker',
      tx: dlnUsdcFill(42161n, alice),
      line: '0x7f3a…1d9b received 994.870112 USDC bridged from Arbitrum One (filled by a relayer)',
    },
    {
      name: 'ETH from Solana paid by a DLN taker through the contract, deBridge numbering Solana 7565164',
      tx: {
        from: relayer,
        to: DLN_DESTINATION,
        value: DLN_FILLED_ETH,
        logs: [dlnFill({ giveChainId: 7_565_164n, takeToken: zeroAddress, takeAmount: DLN_FILLED_ETH, receiver: bob })],
        internal: [{ from: DLN_DESTINATION, to: bob, value: DLN_FILLED_ETH }],
      },
      line: '0x2a4c…8a10 received 0.5120047713 ETH bridged through deBridge (filled by a relayer)',
    },
    {
      name: 'a DLN order from Gnosis Chain, which deBridge numbers 100000002: no chain is named by that id',
      tx: dlnUsdcFill(100_000_002n, carol),
      line: '0x4d3c…6d5c received 994.870112 USDC bridged through deBridge (filled by a relayer)',
    },
    {
      name: 'a DLN order with an external call, whose tokens go to deBridge’s adapter (look-alike: not a payment to the receiver)',
      tx: dlnUsdcFill(42161n, carol, DLN_ADAPTER, '0x01'),
      line: 'Sent 994.870112 USDC to 0x7e57…c0de',
    },
  ],
})
