import { encodePacked, erc20Abi, parseAbi } from 'viem'
import { emit, type EmittedLog } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'
import { USDC_WETH_POOL, usdcWethPoolSwap, V3_POOL_SOURCE, v3PoolAbi } from './case-v3-pool'

/** A V2 pair's Swap event, as @uniswap/v2-core publishes it. */
const pair = parseAbi(['event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)'])
const { alice, bot, carol, dave } = PEOPLE
const USDC_WETH_PAIR = '0xb4e16d0168e52d35cacd2c6185b44281ec28c9dc'
const WETH_IN = 1_000_000_000_000_000_000n
const USDC_BETWEEN = 3_012_450_000n
const WETH_BACK = 1_012_345_678_901_234_567n
const TIP = 10_000_000_000_000_000n
const plan = encodePacked(['address', 'address', 'uint128'], [USDC_WETH_PAIR, USDC_WETH_POOL, WETH_IN])

const transfer = (token: `0x${string}`, from: `0x${string}`, to: `0x${string}`, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const pairSwap = emit(USDC_WETH_PAIR, pair, 'Swap', {
  sender: bot,
  amount0In: 0n,
  amount1In: WETH_IN,
  amount0Out: USDC_BETWEEN,
  amount1Out: 0n,
  to: USDC_WETH_POOL,
})
const poolSwap = (recipient: `0x${string}`) => usdcWethPoolSwap({ sender: bot, recipient, usdc: USDC_BETWEEN, weth: -WETH_BACK })
/** WETH to the pair, USDC on to the pool, WETH back to whoever the pool paid. */
const roundTrip = (paidBackTo: `0x${string}`): EmittedLog[] => [
  transfer(TOKENS.weth, bot, USDC_WETH_PAIR, WETH_IN),
  transfer(TOKENS.usdc, USDC_WETH_PAIR, USDC_WETH_POOL, USDC_BETWEEN),
  pairSwap,
  transfer(TOKENS.weth, USDC_WETH_POOL, paidBackTo, WETH_BACK),
  poolSwap(paidBackTo),
]

export const cyclicSwapCases: StoryCases = () => ({
  kind: 'cyclic-swap',
  abis: [
    { source: '@uniswap/v2-core/build/IUniswapV2Pair.json', abi: pair },
    { source: V3_POOL_SOURCE, abi: v3PoolAbi },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'a bot’s contract sending WETH through a V2 pair and a V3 pool and getting more WETH back',
      tx: { from: alice, to: bot, input: plan, logs: roundTrip(bot) },
      line: 'Contract 0xb07b…b07b turned 1 WETH into 1.012345678901234567 WETH in 2 swaps',
      e2e: true,
    },
    {
      name: 'the same round trip, the contract paying the block’s builder from its ETH',
      tx: { from: alice, to: bot, input: plan, logs: roundTrip(bot), internal: [{ from: bot, to: carol, value: TIP }] },
      line: 'Contract 0xb07b…b07b turned 1 WETH into 1.012345678901234567 WETH in 2 swaps, paying 0.01 ETH to 0x4d3c…6d5c',
    },
    {
      name: 'a round trip whose WETH came back to another address (look-alike: the contract kept nothing)',
      tx: { from: alice, to: bot, input: plan, logs: roundTrip(dave) },
      line: 'Called 0xb4e16d01 on 0xb07b…b07b',
    },
    {
      name: 'one swap of a sandwich, WETH for USDC (look-alike: no round trip)',
      tx: {
        from: alice,
        to: bot,
        input: plan,
        logs: [
          transfer(TOKENS.weth, bot, USDC_WETH_PAIR, WETH_IN),
          transfer(TOKENS.usdc, USDC_WETH_PAIR, bot, USDC_BETWEEN),
          emit(USDC_WETH_PAIR, pair, 'Swap', { sender: bot, amount0In: 0n, amount1In: WETH_IN, amount0Out: USDC_BETWEEN, amount1Out: 0n, to: bot }),
        ],
      },
      line: 'Contract 0xb07b…b07b swapped 1 WETH for 3,012.45 USDC',
    },
    {
      name: 'a round trip paid for with a flash loan and its fee (look-alike: WETH from a lender, not a pool)',
      tx: {
        from: alice,
        to: bot,
        input: plan,
        logs: [transfer(TOKENS.weth, carol, bot, WETH_IN), ...roundTrip(bot), transfer(TOKENS.weth, bot, carol, WETH_IN + 900_000_000_000_000n)],
      },
      line: 'Called 0xb4e16d01 on 0xb07b…b07b',
    },
    {
      name: 'a round trip beside a builder’s tip and a second payment (look-alike: ETH to two addresses)',
      tx: {
        from: alice,
        to: bot,
        input: plan,
        logs: roundTrip(bot),
        internal: [
          { from: bot, to: carol, value: TIP },
          { from: bot, to: dave, value: TIP },
        ],
      },
      line: 'Called 0xb4e16d01 on 0xb07b…b07b',
    },
  ],
})
