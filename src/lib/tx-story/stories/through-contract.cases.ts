import { encodePacked, erc20Abi, parseAbi } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** Uniswap V3's pool Swap event, as @uniswap/v3-core publishes it. */
const pool = parseAbi([
  'event Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick)',
])
const { alice, bot, carol } = PEOPLE
const USDC_WETH_POOL = '0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640'
const WETH_IN = 56_625_778_127_422_422_604n
const USDC_OUT = 198_805_648_076n

const swapLogs = [
  emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: USDC_WETH_POOL, to: bot, value: USDC_OUT }),
  emit(TOKENS.weth, erc20Abi, 'Transfer', { from: bot, to: USDC_WETH_POOL, value: WETH_IN }),
  emit(USDC_WETH_POOL, pool, 'Swap', {
    sender: bot,
    recipient: bot,
    amount0: -USDC_OUT,
    amount1: WETH_IN,
    sqrtPriceX96: 1_772_433_094_216_324_153_421_375_321_483_113n,
    liquidity: 11_983_276_312_443_812_349n,
    tick: 196_841,
  }),
]

export const throughContractCases: StoryCases = () => ({
  kind: 'through-contract',
  abis: [
    { source: '@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json', abi: pool },
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
