import { encodeFunctionData, erc20Abi, pad, parseEther, parseUnits } from 'viem'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** LayerZero v2's OFT standard as Stargate v2's pools implement it. */
const oft = verifiedAbi('Stargate v2 USDC pool')
const { alice, bob, relayer, unlisted } = PEOPLE
/** Stargate v2's USDC and native-coin pools on Ethereum: any contract logging the events is told alike. */
const USDC_POOL = '0xc026395860db2d07ee33e05fe50ed7bd583189c7'
const ETH_POOL = '0x77b2043768d28e9c9ab44e1abfc95944bce57931'
/** An OFT adapter that locks USDT (USDT0's shape), and LayerZero v2's endpoint, which takes the message's fee. */
const USDT_ADAPTER = '0x6c96de32cea08842dcc4058c14d3aaad7fa41dee'
const ENDPOINT = '0x1a44076050125825900e736c501f859c50fe728c'
const ARBITRUM = 30110
const BASE = 30184
const ETHEREUM = 30101
const UNNAMED = 30999
const AMOUNT = parseUnits('250', 6)
const ETH_AMOUNT = parseEther('0.5')
const FEE = parseEther('0.000318420557')

const guid = (name: string) => storyHash(`oft ${name}`)
const sendInput = (dstEid: number, to: string, amountLD: bigint, nativeFee: bigint) =>
  encodeFunctionData({
    abi: oft,
    functionName: 'send',
    args: [
      { dstEid, to: pad(to as `0x${string}`), amountLD, minAmountLD: (amountLD * 995n) / 1000n, extraOptions: '0x', composeMsg: '0x', oftCmd: '0x' },
      { nativeFee, lzTokenFee: 0n },
      to as `0x${string}`,
    ],
  })
const sent = (at: string, dstEid: number, fromAddress: string, amount: bigint) =>
  emit(at, oft, 'OFTSent', { guid: guid(`${at} ${dstEid} ${amount}`), dstEid, fromAddress, amountSentLD: amount, amountReceivedLD: amount })
const received = (at: string, srcEid: number, toAddress: string, amount: bigint) =>
  emit(at, oft, 'OFTReceived', { guid: guid(`${at} ${srcEid} ${amount} in`), srcEid, toAddress, amountReceivedLD: amount })
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const feePaid = (at: string) => ({ from: at, to: ENDPOINT, value: FEE })
/**
 * Alice's token locked in an OFT contract for another chain, the fee sent with the call; its `OFTSent` names `debited`
 * as the account it debited, of `logged`.
 */
const tokenSent = (token: string, oft: string, dstEid: number, { debited = alice as string, logged = AMOUNT } = {}) => ({
  from: alice,
  to: oft,
  value: FEE,
  input: sendInput(dstEid, alice, logged, FEE),
  logs: [transfer(token, alice, oft, AMOUNT), sent(oft, dstEid, debited, logged)],
  internal: [feePaid(oft)],
})

export const oftTransferCases: StoryCases = () => ({
  kind: 'oft-transfer',
  abis: [
    { source: 'verified: Stargate v2 USDC pool', abi: oft },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'USDC sent to Arbitrum One through a Stargate v2 pool, the message paid in ETH',
      tx: tokenSent(TOKENS.usdc, USDC_POOL, ARBITRUM),
      line: 'Bridged 250 USDC to Arbitrum One',
    },
    {
      name: 'ETH sent to Base through a pool of the coin, the fee sent with it',
      tx: {
        from: alice,
        to: ETH_POOL,
        value: ETH_AMOUNT + FEE,
        input: sendInput(BASE, alice, ETH_AMOUNT, FEE),
        logs: [sent(ETH_POOL, BASE, alice, ETH_AMOUNT)],
        internal: [feePaid(ETH_POOL)],
      },
      line: 'Bridged 0.5 ETH to Base',
    },
    {
      name: 'USDT locked in an OFT adapter for an endpoint id the lists do not name',
      tx: tokenSent(TOKENS.usdt, USDT_ADAPTER, UNNAMED),
      line: 'Bridged 250 USDT through LayerZero',
    },
    {
      name: 'USDT from Ethereum released by an OFT adapter to its recipient, delivered by LayerZero’s executor',
      tx: {
        from: relayer,
        to: ENDPOINT,
        logs: [transfer(TOKENS.usdt, USDT_ADAPTER, bob, AMOUNT), received(USDT_ADAPTER, ETHEREUM, bob, AMOUNT)],
      },
      line: '0x2a4c…8a10 received 250 USDT from Ethereum',
    },
    {
      name: 'a look-alike: the event names another account than the sender as the one it debited',
      tx: tokenSent(TOKENS.usdc, USDC_POOL, ARBITRUM, { debited: unlisted }),
      line: 'Sent 0.000318420557 ETH and 250 USDC to 2 addresses',
    },
    {
      name: 'a look-alike: the event’s amount is not what left the sender',
      tx: tokenSent(TOKENS.usdc, USDC_POOL, ARBITRUM, { logged: AMOUNT * 2n }),
      line: 'Sent 0.000318420557 ETH and 250 USDC to 2 addresses',
    },
    {
      name: 'a look-alike: the recipient paid by another contract than the one that logged the arrival',
      tx: {
        from: relayer,
        to: ENDPOINT,
        logs: [transfer(TOKENS.usdt, unlisted, bob, AMOUNT), received(USDT_ADAPTER, ETHEREUM, bob, AMOUNT)],
      },
      line: 'Called 0x1a44…728c',
    },
  ],
})
