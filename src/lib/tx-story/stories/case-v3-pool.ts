import { parseAbi } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'

/** Uniswap V3's pool Swap event, as @uniswap/v3-core publishes it. */
export const v3PoolAbi = parseAbi([
  'event Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick)',
])
export const V3_POOL_SOURCE = '@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json'

/** The USDC/WETH 0.05% pool on Ethereum: USDC is its token0, WETH its token1. */
export const USDC_WETH_POOL = '0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640'

/** A swap in that pool: what the pool took (positive) and paid (negative) of each token. */
export const usdcWethPoolSwap = (swap: { sender: string; recipient: string; usdc: bigint; weth: bigint }) =>
  emit(USDC_WETH_POOL, v3PoolAbi, 'Swap', {
    sender: swap.sender,
    recipient: swap.recipient,
    amount0: swap.usdc,
    amount1: swap.weth,
    sqrtPriceX96: 1_772_433_094_216_324_153_421_375_321_483_113n,
    liquidity: 11_983_276_312_443_812_349n,
    tick: 196_841,
  })
