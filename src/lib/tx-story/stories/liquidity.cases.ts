import { encodeFunctionData, erc20Abi, erc721Abi, numberToHex, parseAbi, parseEther, parseUnits, zeroAddress } from 'viem'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'
import { weth9Events } from './case-weth'

/** Uniswap V3's NonfungiblePositionManager and pool events, as @uniswap/v3-periphery and v3-core publish them. */
const positions = parseAbi([
  'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline) params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function increaseLiquidity((uint256 tokenId, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, uint256 deadline) params) payable returns (uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max) params) payable returns (uint256 amount0, uint256 amount1)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function decreaseLiquidity((uint256 tokenId, uint128 liquidity, uint256 amount0Min, uint256 amount1Min, uint256 deadline) params) payable returns (uint256 amount0, uint256 amount1)',
  'function burn(uint256 tokenId) payable',
  'event IncreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'event DecreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'event Collect(uint256 indexed tokenId, address recipient, uint256 amount0, uint256 amount1)',
])
const v3Pool = parseAbi([
  'event Mint(address sender, address indexed owner, int24 indexed tickLower, int24 indexed tickUpper, uint128 amount, uint256 amount0, uint256 amount1)',
  'event Burn(address indexed owner, int24 indexed tickLower, int24 indexed tickUpper, uint128 amount, uint256 amount0, uint256 amount1)',
  'event Collect(address indexed owner, address recipient, int24 indexed tickLower, int24 indexed tickUpper, uint128 amount0, uint128 amount1)',
])
/** Algebra's position manager (QuickSwap V3), as @cryptoalgebra/periphery 1.0.0 publishes it. */
const algebraPositions = parseAbi([
  'event IncreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint128 actualLiquidity, uint256 amount0, uint256 amount1, address pool)',
])
/** A V2 pair and router, as @uniswap/v2-core and v2-periphery publish them; WETH9's events from the same package. */
const pair = parseAbi([
  'event Mint(address indexed sender, uint256 amount0, uint256 amount1)',
  'event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to)',
  'event Sync(uint112 reserve0, uint112 reserve1)',
])
const router = parseAbi([
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
  'function removeLiquidityETH(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) returns (uint256 amountToken, uint256 amountETH)',
])
/** Uniswap V4's PoolManager, as @uniswap/v4-core publishes it. */
const poolManager = parseAbi([
  'event ModifyLiquidity(bytes32 indexed id, address indexed sender, int24 tickLower, int24 tickUpper, int256 liquidityDelta, bytes32 salt)',
])

const { alice, bob } = PEOPLE
/** A V3-style position manager, a V2-style pair and router, and a V4-style PoolManager and PositionManager no list names. */
const MANAGER = '0x3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f01'
const V3_POOL = '0x5a7c9e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c'
const PAIR = '0x8d2f4a6c8e0b2d4f6a8c0e2b4d6f8a1c3e5b7d90'
const ROUTER = '0x4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c8e0b12'
const POOL_MANAGER = '0x9c0e2b4d6f8a1c3e5b7d9f2a4c6e8b0d2f4a6c8e'
const V4_POSITIONS = '0x2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d2f4a6c8e0b'
const POSITION = 401_357n
const V4_POSITION = 28_114n
const DEADLINE = 1_764_150_000n
const TICKS = { tickLower: -276_330, tickUpper: -276_310 }
const DAI_IN = parseUnits('5000', 18)
const USDC_IN = parseUnits('4998.123456', 6)
const DAI_OUT = parseUnits('5012.305', 18)
const USDC_OUT = parseUnits('4990.75', 6)
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const nft = (token: string, from: string, to: string, tokenId: bigint) => emit(token, erc721Abi, 'Transfer', { from, to, tokenId })
const mintPosition = encodeFunctionData({
  abi: positions,
  functionName: 'mint',
  args: [
    {
      token0: TOKENS.dai,
      token1: TOKENS.usdc,
      fee: 100,
      ...TICKS,
      amount0Desired: DAI_IN,
      amount1Desired: USDC_IN,
      amount0Min: 0n,
      amount1Min: 0n,
      recipient: alice,
      deadline: DEADLINE,
    },
  ],
})
const exitPosition = encodeFunctionData({
  abi: positions,
  functionName: 'multicall',
  args: [
    [
      encodeFunctionData({
        abi: positions,
        functionName: 'decreaseLiquidity',
        args: [{ tokenId: POSITION, liquidity: 4_997_310_551_604n, amount0Min: 0n, amount1Min: 0n, deadline: DEADLINE }],
      }),
      encodeFunctionData({
        abi: positions,
        functionName: 'collect',
        args: [{ tokenId: POSITION, recipient: alice, amount0Max: 2n ** 128n - 1n, amount1Max: 2n ** 128n - 1n }],
      }),
      encodeFunctionData({ abi: positions, functionName: 'burn', args: [POSITION] }),
    ],
  ],
})
const collectFees = encodeFunctionData({
  abi: positions,
  functionName: 'collect',
  args: [{ tokenId: POSITION, recipient: alice, amount0Max: 2n ** 128n - 1n, amount1Max: 2n ** 128n - 1n }],
})
const FEES_DAI = parseUnits('12.5', 18)
const FEES_USDC = parseUnits('12.48', 6)

const WETH_IN = parseEther('1.2')
const USDC_PAIRED = parseUnits('3000', 6)
const LP = 1_897_366_596_101n
const ETH_OUT = parseEther('1.25')
const USDC_BACK = parseUnits('2890.5', 6)
const V4_ETH = parseEther('0.8')
const V4_USDC = parseUnits('2400', 6)
const v4Modify = (liquidityDelta: bigint) =>
  emit(POOL_MANAGER, poolManager, 'ModifyLiquidity', {
    id: storyHash('a V4 ETH/USDC pool'),
    sender: V4_POSITIONS,
    ...TICKS,
    liquidityDelta,
    salt: numberToHex(V4_POSITION, { size: 32 }),
  })

export const liquidityCases: StoryCases = (listed) => {
  /** Uniswap V3's own NonfungiblePositionManager, as @uniswap/sdk-core lists it */
  const uniswapV3Positions = listed({ role: 'position-manager', protocol: 'Uniswap V3' })
  return {
    kind: 'liquidity',
    abis: [
      { source: '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json', abi: positions },
      { source: '@cryptoalgebra/periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json', abi: algebraPositions },
      { source: '@uniswap/v3-core/artifacts/contracts/interfaces/pool/IUniswapV3PoolEvents.sol/IUniswapV3PoolEvents.json', abi: v3Pool },
      { source: '@uniswap/v2-core/build/IUniswapV2Pair.json', abi: pair },
      { source: '@uniswap/v2-periphery/build/IUniswapV2Router02.json', abi: router },
      { source: '@uniswap/v2-periphery/build/WETH9.json', abi: weth9Events },
      { source: '@uniswap/v4-core/out/IPoolManager.sol/IPoolManager.json', abi: poolManager },
      { source: 'viem erc20Abi', abi: erc20Abi },
      { source: 'viem erc721Abi', abi: erc721Abi },
    ],
    cases: [
      {
        name: 'a V3-style position minted with DAI and USDC, its NFT minted to the sender',
        tx: {
          from: alice,
          to: MANAGER,
          input: mintPosition,
          logs: [
            transfer(TOKENS.dai, alice, V3_POOL, DAI_IN),
            transfer(TOKENS.usdc, alice, V3_POOL, USDC_IN),
            emit(V3_POOL, v3Pool, 'Mint', { sender: MANAGER, owner: MANAGER, ...TICKS, amount: 4_997_310_551_604n, amount0: DAI_IN, amount1: USDC_IN }),
            nft(MANAGER, zeroAddress, alice, POSITION),
            emit(MANAGER, positions, 'IncreaseLiquidity', { tokenId: POSITION, liquidity: 4_997_310_551_604n, amount0: DAI_IN, amount1: USDC_IN }),
          ],
        },
        line: 'Opened liquidity position #401357 with 5,000 DAI and 4,998.123456 USDC',
        e2e: true,
      },
      {
        name: 'a position minted on an Algebra-style manager, whose IncreaseLiquidity also names the pool',
        tx: {
          from: alice,
          to: MANAGER,
          logs: [
            transfer(TOKENS.usdc, alice, V3_POOL, USDC_IN),
            transfer(TOKENS.weth, alice, V3_POOL, WETH_IN),
            nft(MANAGER, zeroAddress, alice, 170_082n),
            emit(MANAGER, algebraPositions, 'IncreaseLiquidity', {
              tokenId: 170_082n,
              liquidity: 20_714_733_267_446_223n,
              actualLiquidity: 20_714_733_267_446_223n,
              amount0: USDC_IN,
              amount1: WETH_IN,
              pool: V3_POOL,
            }),
          ],
        },
        line: 'Opened liquidity position #170082 with 4,998.123456 USDC and 1.2 WETH',
      },
      {
        name: 'ETH and USDC added to an existing V3-style position, the ETH left over refunded',
        tx: {
          from: alice,
          to: MANAGER,
          value: parseEther('1.5'),
          input: encodeFunctionData({
            abi: positions,
            functionName: 'increaseLiquidity',
            args: [{ tokenId: POSITION, amount0Desired: USDC_PAIRED, amount1Desired: parseEther('1.5'), amount0Min: 0n, amount1Min: 0n, deadline: DEADLINE }],
          }),
          logs: [
            emit(TOKENS.weth, weth9Events, 'Deposit', { dst: MANAGER, wad: WETH_IN }),
            transfer(TOKENS.weth, MANAGER, V3_POOL, WETH_IN),
            transfer(TOKENS.usdc, alice, V3_POOL, USDC_PAIRED),
            emit(V3_POOL, v3Pool, 'Mint', { sender: MANAGER, owner: MANAGER, ...TICKS, amount: 91_551_604n, amount0: USDC_PAIRED, amount1: WETH_IN }),
            emit(MANAGER, positions, 'IncreaseLiquidity', { tokenId: POSITION, liquidity: 91_551_604n, amount0: USDC_PAIRED, amount1: WETH_IN }),
          ],
          internal: [{ from: MANAGER, to: alice, value: parseEther('0.3') }],
        },
        line: 'Added 1.2 ETH and 3,000 USDC to liquidity position #401357',
      },
      {
        name: 'a V3-style position emptied, its tokens collected and its NFT burned',
        tx: {
          from: alice,
          to: MANAGER,
          input: exitPosition,
          logs: [
            emit(V3_POOL, v3Pool, 'Burn', { owner: MANAGER, ...TICKS, amount: 4_997_310_551_604n, amount0: DAI_OUT - FEES_DAI, amount1: USDC_OUT - FEES_USDC }),
            emit(MANAGER, positions, 'DecreaseLiquidity', {
              tokenId: POSITION,
              liquidity: 4_997_310_551_604n,
              amount0: DAI_OUT - FEES_DAI,
              amount1: USDC_OUT - FEES_USDC,
            }),
            transfer(TOKENS.dai, V3_POOL, alice, DAI_OUT),
            transfer(TOKENS.usdc, V3_POOL, alice, USDC_OUT),
            emit(V3_POOL, v3Pool, 'Collect', { owner: MANAGER, recipient: alice, ...TICKS, amount0: DAI_OUT, amount1: USDC_OUT }),
            emit(MANAGER, positions, 'Collect', { tokenId: POSITION, recipient: alice, amount0: DAI_OUT, amount1: USDC_OUT }),
            nft(MANAGER, alice, zeroAddress, POSITION),
          ],
        },
        line: 'Removed 5,012.305 DAI and 4,990.75 USDC from liquidity position #401357 and closed it',
      },
      {
        name: 'what a V3-style position owed collected, its liquidity left in place',
        tx: {
          from: alice,
          to: MANAGER,
          input: collectFees,
          logs: [
            transfer(TOKENS.dai, V3_POOL, alice, FEES_DAI),
            transfer(TOKENS.usdc, V3_POOL, alice, FEES_USDC),
            emit(V3_POOL, v3Pool, 'Collect', { owner: MANAGER, recipient: alice, ...TICKS, amount0: FEES_DAI, amount1: FEES_USDC }),
            emit(MANAGER, positions, 'Collect', { tokenId: POSITION, recipient: alice, amount0: FEES_DAI, amount1: FEES_USDC }),
          ],
        },
        line: 'Collected 12.5 DAI and 12.48 USDC from liquidity position #401357',
      },
      {
        name: 'what a position of Uniswap’s own V3 manager owed collected, the manager named from the published list',
        tx: {
          from: alice,
          to: uniswapV3Positions,
          input: collectFees,
          logs: [
            transfer(TOKENS.dai, V3_POOL, alice, FEES_DAI),
            transfer(TOKENS.usdc, V3_POOL, alice, FEES_USDC),
            emit(uniswapV3Positions, positions, 'Collect', { tokenId: POSITION, recipient: alice, amount0: FEES_DAI, amount1: FEES_USDC }),
          ],
        },
        line: 'Collected 12.5 DAI and 12.48 USDC from Uniswap V3 position #401357',
      },
      {
        name: 'a position NFT bought from its holder for DAI, no liquidity added (a purchase, not a mint)',
        tx: {
          from: alice,
          to: PEOPLE.unlisted,
          logs: [transfer(TOKENS.dai, alice, bob, DAI_IN), nft(MANAGER, bob, alice, POSITION)],
        },
        line: 'Bought NFT 0x3f1c…8f01 #401357 for 5,000 DAI',
      },
      {
        name: 'an IncreaseLiquidity for half of what the sender paid, which is not told as liquidity added',
        tx: {
          from: alice,
          to: MANAGER,
          input: encodeFunctionData({
            abi: positions,
            functionName: 'increaseLiquidity',
            args: [{ tokenId: POSITION, amount0Desired: DAI_IN, amount1Desired: USDC_IN, amount0Min: 0n, amount1Min: 0n, deadline: DEADLINE }],
          }),
          logs: [
            transfer(TOKENS.dai, alice, V3_POOL, DAI_IN),
            transfer(TOKENS.usdc, alice, V3_POOL, USDC_IN),
            emit(MANAGER, positions, 'IncreaseLiquidity', { tokenId: POSITION, liquidity: 4_997_310_551_604n, amount0: DAI_IN / 2n, amount1: USDC_IN / 2n }),
          ],
        },
        line: 'Sent 5,000 DAI and 4,998.123456 USDC to 0x5a7c…2a4c',
      },
      {
        name: 'WETH and USDC added to a V2-style pair through its router, the LP token minted to the sender',
        tx: {
          from: alice,
          to: ROUTER,
          input: encodeFunctionData({
            abi: router,
            functionName: 'addLiquidity',
            args: [TOKENS.weth, TOKENS.usdc, WETH_IN, USDC_PAIRED, 0n, 0n, alice, DEADLINE],
          }),
          logs: [
            transfer(TOKENS.weth, alice, PAIR, WETH_IN),
            transfer(TOKENS.usdc, alice, PAIR, USDC_PAIRED),
            transfer(PAIR, zeroAddress, alice, LP),
            emit(PAIR, pair, 'Sync', { reserve0: 8_120_000_000_000n, reserve1: parseEther('3247') }),
            emit(PAIR, pair, 'Mint', { sender: ROUTER, amount0: USDC_PAIRED, amount1: WETH_IN }),
          ],
        },
        line: 'Added 1.2 WETH and 3,000 USDC to pool 0x8d2f…7d90',
      },
      {
        name: 'a V2-style pair’s LP token returned for ETH and USDC (the router unwrapping the WETH)',
        tx: {
          from: alice,
          to: ROUTER,
          input: encodeFunctionData({ abi: router, functionName: 'removeLiquidityETH', args: [TOKENS.usdc, LP, 0n, 0n, alice, DEADLINE] }),
          logs: [
            transfer(PAIR, alice, PAIR, LP),
            transfer(PAIR, PAIR, zeroAddress, LP),
            transfer(TOKENS.usdc, PAIR, ROUTER, USDC_BACK),
            transfer(TOKENS.weth, PAIR, ROUTER, ETH_OUT),
            emit(PAIR, pair, 'Sync', { reserve0: 8_117_109_500_000n, reserve1: parseEther('3245.75') }),
            emit(PAIR, pair, 'Burn', { sender: ROUTER, amount0: USDC_BACK, amount1: ETH_OUT, to: ROUTER }),
            transfer(TOKENS.usdc, ROUTER, alice, USDC_BACK),
            emit(TOKENS.weth, weth9Events, 'Withdrawal', { src: ROUTER, wad: ETH_OUT }),
          ],
          internal: [{ from: ROUTER, to: alice, value: ETH_OUT }],
        },
        line: 'Removed 1.25 ETH and 2,890.5 USDC from pool 0x8d2f…7d90',
      },
      {
        name: 'a pair’s Burn paying out to someone else, which the sender’s flows do not show as liquidity removed',
        tx: {
          from: alice,
          to: ROUTER,
          input: encodeFunctionData({ abi: router, functionName: 'removeLiquidityETH', args: [TOKENS.usdc, LP, 0n, 0n, bob, DEADLINE] }),
          logs: [
            transfer(PAIR, alice, PAIR, LP),
            transfer(PAIR, PAIR, zeroAddress, LP),
            transfer(TOKENS.usdc, PAIR, bob, USDC_BACK),
            transfer(TOKENS.weth, PAIR, bob, ETH_OUT),
            emit(PAIR, pair, 'Burn', { sender: ROUTER, amount0: USDC_BACK, amount1: ETH_OUT, to: bob }),
          ],
        },
        line: 'Sent 1,897,366,596,101 raw units of 0x8d2f…7d90 to 0x8d2f…7d90',
      },
      {
        name: 'a V4-style position opened with ETH and USDC, the ETH left over refunded',
        tx: {
          from: alice,
          to: V4_POSITIONS,
          value: parseEther('1'),
          logs: [nft(V4_POSITIONS, zeroAddress, alice, V4_POSITION), v4Modify(3_811_102_449n), transfer(TOKENS.usdc, alice, POOL_MANAGER, V4_USDC)],
          internal: [
            { from: V4_POSITIONS, to: POOL_MANAGER, value: V4_ETH },
            { from: V4_POSITIONS, to: alice, value: parseEther('0.2') },
          ],
        },
        line: 'Opened liquidity position #28114 with 0.8 ETH and 2,400 USDC',
      },
      {
        name: 'a V4-style position emptied and its NFT burned (an exit, not a sale of the NFT)',
        tx: {
          from: alice,
          to: V4_POSITIONS,
          logs: [
            v4Modify(-3_811_102_449n),
            transfer(TOKENS.usdc, POOL_MANAGER, alice, parseUnits('2350.5', 6)),
            nft(V4_POSITIONS, alice, zeroAddress, V4_POSITION),
          ],
          internal: [{ from: POOL_MANAGER, to: alice, value: parseEther('0.85') }],
        },
        line: 'Removed 0.85 ETH and 2,350.5 USDC from liquidity position #28114 and closed it',
      },
      {
        name: 'a V4-style position’s NFT handed to someone while ETH comes back, no liquidity modified: no liquidity line',
        tx: {
          from: alice,
          to: PEOPLE.unlisted,
          logs: [nft(V4_POSITIONS, alice, bob, V4_POSITION)],
          internal: [{ from: PEOPLE.unlisted, to: alice, value: parseEther('0.85') }],
        },
        line: 'Sent NFT 0x2e4b…8e0b #28114 and received 0.85 ETH',
      },
    ],
  }
}
