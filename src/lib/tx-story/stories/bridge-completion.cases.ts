import { erc20Abi, parseEther } from 'viem'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

const { alice, bob, carol, relayer } = PEOPLE
const lifi = verifiedAbi('LI.FI Diamond')
const LIFI_DIAMOND = '0x1231deb6f5749ef6ce6943a275a1d3e7486f4eae'
/** the messenger's endpoint a relayer calls to deliver the bridged tokens to LI.FI */
const ENDPOINT = PEOPLE.unlisted
const ARRIVED_USDC = 1_250_000_000n
const LEFT_USDC = 1_541_486n
const SWAPPED_ETH = parseEther('0.132711594616647501')

const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const completed = (receiver: `0x${string}`, amount: bigint) =>
  emit(LIFI_DIAMOND, lifi, 'LiFiTransferCompleted', {
    transactionId: storyHash('a LI.FI transfer arriving'),
    receivingAssetId: TOKENS.usdc,
    receiver,
    amount,
    timestamp: 1_764_000_000n,
  })
const swapped = (toAmount: bigint) =>
  emit(LIFI_DIAMOND, lifi, 'AssetSwapped', {
    transactionId: storyHash('a LI.FI transfer arriving'),
    dex: PEOPLE.bot,
    fromAssetId: TOKENS.usdc,
    toAssetId: '0x0000000000000000000000000000000000000000',
    fromAmount: ARRIVED_USDC - LEFT_USDC,
    toAmount,
    timestamp: 1_764_000_000n,
  })

export const bridgeCompletionCases: StoryCases = () => ({
  kind: 'bridge-completion',
  abis: [
    { source: 'verified: LI.FI Diamond', abi: lifi },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'a relayer delivering USDC that LI.FI pays on to its receiver',
      tx: {
        from: relayer,
        to: ENDPOINT,
        logs: [
          transfer(TOKENS.usdc, ENDPOINT, LIFI_DIAMOND, ARRIVED_USDC),
          transfer(TOKENS.usdc, LIFI_DIAMOND, bob, ARRIVED_USDC),
          completed(bob, ARRIVED_USDC),
        ],
      },
      line: '0x2a4c…8a10 received 1,250 USDC bridged through LI.FI',
      e2e: true,
    },
    {
      name: 'an arrival LI.FI swapped into ETH, the change in USDC paid with it',
      tx: {
        from: relayer,
        to: ENDPOINT,
        logs: [
          transfer(TOKENS.usdc, ENDPOINT, LIFI_DIAMOND, ARRIVED_USDC),
          transfer(TOKENS.usdc, LIFI_DIAMOND, PEOPLE.bot, ARRIVED_USDC - LEFT_USDC),
          swapped(SWAPPED_ETH),
          transfer(TOKENS.usdc, LIFI_DIAMOND, bob, LEFT_USDC),
          completed(bob, SWAPPED_ETH),
        ],
        internal: [
          { from: PEOPLE.bot, to: LIFI_DIAMOND, value: SWAPPED_ETH },
          { from: LIFI_DIAMOND, to: bob, value: SWAPPED_ETH },
        ],
      },
      line: '0x2a4c…8a10 received 0.132711594616647501 ETH and 1.541486 USDC bridged through LI.FI',
    },
    {
      name: 'the receiver delivering its own arrival',
      tx: {
        from: alice,
        to: ENDPOINT,
        logs: [
          transfer(TOKENS.usdc, ENDPOINT, LIFI_DIAMOND, ARRIVED_USDC),
          transfer(TOKENS.usdc, LIFI_DIAMOND, alice, ARRIVED_USDC),
          completed(alice, ARRIVED_USDC),
        ],
      },
      line: 'Received 1,250 USDC bridged through LI.FI',
    },
    {
      name: 'a look-alike: less paid to the receiver than the completion names',
      tx: {
        from: relayer,
        to: ENDPOINT,
        logs: [
          transfer(TOKENS.usdc, ENDPOINT, LIFI_DIAMOND, ARRIVED_USDC),
          transfer(TOKENS.usdc, LIFI_DIAMOND, bob, ARRIVED_USDC - 1n),
          completed(bob, ARRIVED_USDC),
        ],
      },
      line: 'Called 0x7e57…c0de',
    },
    {
      name: 'a look-alike: the receiver’s tokens paid by another contract than the one that logged the completion',
      tx: {
        from: relayer,
        to: ENDPOINT,
        logs: [transfer(TOKENS.usdc, ENDPOINT, carol, ARRIVED_USDC), transfer(TOKENS.usdc, carol, bob, ARRIVED_USDC), completed(bob, ARRIVED_USDC)],
      },
      line: 'Called 0x7e57…c0de',
    },
    {
      name: 'a look-alike: the relayer paid a share of the arrival',
      tx: {
        from: relayer,
        to: ENDPOINT,
        logs: [
          transfer(TOKENS.usdc, ENDPOINT, LIFI_DIAMOND, ARRIVED_USDC),
          transfer(TOKENS.usdc, LIFI_DIAMOND, bob, ARRIVED_USDC - 5_000_000n),
          transfer(TOKENS.usdc, LIFI_DIAMOND, relayer, 5_000_000n),
          completed(bob, ARRIVED_USDC - 5_000_000n),
        ],
      },
      line: 'Received 5 USDC',
    },
  ],
})
