import { encodeFunctionData, erc20Abi, parseAbi } from 'viem'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** Seaport's events and calls, as @opensea/seaport-js publishes its ABI. */
const seaport = parseAbi([
  'function incrementCounter() returns (uint256 newCounter)',
  'event CounterIncremented(uint256 newCounter, address indexed offerer)',
  'event OrderCancelled(bytes32 orderHash, address indexed offerer, address indexed zone)',
])
const blur = verifiedAbi('Blur Exchange v2')
const { alice, bob } = PEOPLE
const SEAPORT = '0x0000000000000068f116a894984e2db1123eb395'
const BLUR = '0xb2ecfe4e4d61f8790bbb9de2d1259b9e2410cea5'
const increment = encodeFunctionData({ abi: seaport, functionName: 'incrementCounter' })
const counterRaised = (offerer: string) =>
  emit(SEAPORT, seaport, 'CounterIncremented', { newCounter: 491_520_536_860_728_111_465_957_834_609_968_694n, offerer })
const cancelled = (name: string) => emit(SEAPORT, seaport, 'OrderCancelled', { orderHash: storyHash(name), offerer: alice, zone: PEOPLE.unlisted })

export const orderCancelCases: StoryCases = () => ({
  kind: 'order-cancel',
  abis: [
    { source: '@opensea/seaport-js/lib/abi/Seaport.js#SeaportABI', abi: seaport },
    { source: 'verified: Blur Exchange v2', abi: blur },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'every open Seaport order voided by raising the counter',
      tx: { from: alice, to: SEAPORT, input: increment, logs: [counterRaised(alice)] },
      line: 'Cancelled all its open listings and offers on 0x0000…b395',
      e2e: true,
    },
    {
      name: 'two Seaport orders cancelled by hash',
      tx: { from: alice, to: SEAPORT, input: '0xfd9f1e10', logs: [cancelled('listing 1'), cancelled('listing 2')] },
      line: 'Cancelled 2 signed orders on 0x0000…b395',
    },
    {
      name: 'a Blur trade cancelled by hash',
      tx: {
        from: alice,
        to: BLUR,
        input: encodeFunctionData({ abi: blur, functionName: 'cancelTrades', args: [[{ hash: storyHash('blur listing'), index: 0n, amount: 1n }]] }),
        logs: [emit(BLUR, blur, 'CancelTrade', { user: alice, hash: storyHash('blur listing'), index: 0n, amount: 1n })],
      },
      line: 'Cancelled 1 signed order on 0xb2ec…cea5',
    },
    {
      name: 'a counter raised for another offerer (look-alike: not the sender’s orders)',
      tx: { from: alice, to: SEAPORT, input: increment, logs: [counterRaised(bob)] },
      line: 'Called incrementCounter on 0x0000…b395',
    },
    {
      name: 'a counter raised beside a token moving (look-alike: more happened than a cancel)',
      tx: {
        from: alice,
        to: SEAPORT,
        input: increment,
        logs: [counterRaised(alice), emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: alice, to: bob, value: 5_000_000n })],
      },
      line: 'Sent 5 USDC to 0x2a4c…8a10',
    },
  ],
})
