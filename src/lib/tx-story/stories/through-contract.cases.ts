import { encodePacked, erc20Abi } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'
import { USDC_WETH_POOL, usdcWethPoolSwap, V3_POOL_SOURCE, v3PoolAbi } from './case-v3-pool'

const { alice, bot, carol } = PEOPLE
const WETH_IN = 56_625_778_127_422_422_604n
const USDC_OUT = 198_805_648_076n

const swapLogs = [
  emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: USDC_WETH_POOL, to: bot, value: USDC_OUT }),
  emit(TOKENS.weth, erc20Abi, 'Transfer', { from: bot, to: USDC_WETH_POOL, value: WETH_IN }),
  usdcWethPoolSwap({ sender: bot, recipient: bot, usdc: -USDC_OUT, weth: WETH_IN }),
]

export const throughContractCases: StoryCases = () => ({
  kind: 'through-contract',
  abis: [
    { source: V3_POOL_SOURCE, abi: v3PoolAbi },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'a bot’s own contract swapping with a pool, the bot paying it a few wei',
      tx: {
        from: alice,
        to: bot,
        value: 12_436n,
        input: encodePacked(['uint8', 'address', 'uint128'], [7, USDC_WETH_POOL, WETH_IN]),
        logs: swapLogs,
      },
      line: 'Contract 0xb07b…b07b swapped 56.625778127422422604 WETH for 198,805.648076 USDC',
    },
    {
      name: 'the same swap, the bot’s contract tipping the block’s builder in ETH (look-alike: the tip was not swapped)',
      tx: {
        from: alice,
        to: bot,
        input: encodePacked(['uint8', 'address', 'uint128'], [7, USDC_WETH_POOL, WETH_IN]),
        logs: swapLogs,
        internal: [{ from: bot, to: carol, value: 30_000_000_000_000_000n }],
      },
      line: 'Contract 0xb07b…b07b swapped 56.625778127422422604 WETH for 198,805.648076 USDC',
    },
  ],
})
