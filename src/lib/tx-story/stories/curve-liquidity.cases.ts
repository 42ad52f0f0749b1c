import { encodeFunctionData, erc20Abi, parseAbi, parseUnits, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** A three-coin stableswap pool whose LP token is a contract of its own, as @curvefi/api publishes 3pool's. */
const threePool = parseAbi([
  'event AddLiquidity(address indexed provider, uint256[3] token_amounts, uint256[3] fees, uint256 invariant, uint256 token_supply)',
  'event RemoveLiquidity(address indexed provider, uint256[3] token_amounts, uint256[3] fees, uint256 token_supply)',
  'event RemoveLiquidityOne(address indexed provider, uint256 token_amount, uint256 coin_amount)',
  'function add_liquidity(uint256[3] amounts, uint256 min_mint_amount)',
  'function remove_liquidity(uint256 _amount, uint256[3] min_amounts)',
  'function remove_liquidity_one_coin(uint256 _token_amount, int128 i, uint256 min_amount)',
])

/** A factory metapool, its own LP token, as @curvefi/api publishes MetaUSD. */
const metaPool = parseAbi(['event RemoveLiquidity(address indexed provider, uint256[2] token_amounts, uint256[2] fees, uint256 token_supply)'])

/** The zap that removes from a metapool and its base pool at once, as @curvefi/api publishes it. */
const zap = parseAbi(['function remove_liquidity(address _pool, uint256 _burn_amount, uint256[4] _min_amounts) returns (uint256[4])'])

const { alice, bob } = PEOPLE
/** A base pool, its LP token, a metapool (its own LP token), its other coin, and a zap: none named by any list. */
const BASE_POOL = '0xbebc1a3c5e7b9d2f4a6c8e0b1d3f5a7c9e2b7c57'
const BASE_LP = '0x6c3f2a4c6e8b0d1f3a5c7e9b2d4f6a8c0e1be490'
const META_POOL = '0xe9121c3e5b7d9f2a4c6e8b0d1f3a5c7e9b2d3501'
const META_COIN = '0x94a1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d2f46b36'
const ZAP = '0xa7981a3c5e7b9d2f4a6c8e0b1d3f5a7c9e2b3359'

const DAI = parseUnits('1000', 18)
const USDC = parseUnits('1000.5', 6)
const USDT = parseUnits('998.25', 6)
const LP = parseUnits('2950.75', 18)
const META_LP = parseUnits('5000', 18)
const META_OUT = parseUnits('2400', 18)
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const NO_FEES = [0n, 0n, 0n] as const
const added = (provider: string) =>
  emit(BASE_POOL, threePool, 'AddLiquidity', { provider, token_amounts: [DAI, USDC, USDT], fees: NO_FEES, invariant: 10n ** 24n, token_supply: 10n ** 25n })
const removed = (provider: string, amounts: readonly [bigint, bigint, bigint]) =>
  emit(BASE_POOL, threePool, 'RemoveLiquidity', { provider, token_amounts: amounts, fees: NO_FEES, token_supply: 10n ** 25n })
const depositCall = encodeFunctionData({ abi: threePool, functionName: 'add_liquidity', args: [[DAI, USDC, USDT], 0n] })
const removeCall = encodeFunctionData({ abi: threePool, functionName: 'remove_liquidity', args: [LP, [0n, 0n, 0n]] })
const paidIn = (from: string) => [
  transfer(TOKENS.dai, from, BASE_POOL, DAI),
  transfer(TOKENS.usdc, from, BASE_POOL, USDC),
  transfer(TOKENS.usdt, from, BASE_POOL, USDT),
]
const paidOut = (to: string) => [
  transfer(TOKENS.dai, BASE_POOL, to, DAI),
  transfer(TOKENS.usdc, BASE_POOL, to, USDC),
  transfer(TOKENS.usdt, BASE_POOL, to, USDT),
]

export const curveLiquidityCases: StoryCases = () => ({
  kind: 'curve-liquidity',
  abis: [
    { source: '@curvefi/api/lib/constants/abis/3pool/swap.json', abi: threePool },
    { source: '@curvefi/api/lib/constants/abis/factory-v2/MetaUSD.json', abi: metaPool },
    { source: '@curvefi/api/lib/constants/abis/factory-v2/DepositZapMetaUsdPolygon.json', abi: zap },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'three coins deposited into a pool, its LP token minted to the sender',
      tx: { from: alice, to: BASE_POOL, input: depositCall, logs: [...paidIn(alice), transfer(BASE_LP, zeroAddress, alice, LP), added(alice)] },
      line: 'Added 1,000 DAI, 1,000.5 USDC and 998.25 USDT to pool 0x6c3f…e490, receiving 2,950,750,000,000,000,000,000 raw units of 0x6c3f…e490',
      e2e: true,
    },
    {
      name: 'liquidity removed in all three coins, the LP token burned from the sender',
      tx: {
        from: alice,
        to: BASE_POOL,
        input: removeCall,
        logs: [...paidOut(alice), transfer(BASE_LP, alice, zeroAddress, LP), removed(alice, [DAI, USDC, USDT])],
      },
      line: 'Removed 1,000 DAI, 1,000.5 USDC and 998.25 USDT from pool 0x6c3f…e490, returning 2,950,750,000,000,000,000,000 raw units of 0x6c3f…e490',
    },
    {
      name: 'liquidity removed in one coin',
      tx: {
        from: alice,
        to: BASE_POOL,
        input: encodeFunctionData({ abi: threePool, functionName: 'remove_liquidity_one_coin', args: [LP, 1n, 0n] }),
        logs: [
          transfer(TOKENS.usdc, BASE_POOL, alice, USDC),
          transfer(BASE_LP, alice, zeroAddress, LP),
          emit(BASE_POOL, threePool, 'RemoveLiquidityOne', { provider: alice, token_amount: LP, coin_amount: USDC }),
        ],
      },
      line: 'Removed 1,000.5 USDC from pool 0x6c3f…e490, returning 2,950,750,000,000,000,000,000 raw units of 0x6c3f…e490',
    },
    {
      name: 'liquidity removed through a zap from a metapool and its base pool',
      tx: {
        from: alice,
        to: ZAP,
        input: encodeFunctionData({ abi: zap, functionName: 'remove_liquidity', args: [META_POOL, META_LP, [0n, 0n, 0n, 0n]] }),
        logs: [
          transfer(META_POOL, alice, ZAP, META_LP),
          transfer(META_COIN, META_POOL, ZAP, META_OUT),
          transfer(BASE_LP, META_POOL, ZAP, LP),
          transfer(META_POOL, ZAP, zeroAddress, META_LP),
          emit(META_POOL, metaPool, 'RemoveLiquidity', { provider: ZAP, token_amounts: [META_OUT, LP], fees: [0n, 0n], token_supply: 10n ** 25n }),
          ...paidOut(ZAP),
          transfer(BASE_LP, ZAP, zeroAddress, LP),
          removed(ZAP, [DAI, USDC, USDT]),
          transfer(META_COIN, ZAP, alice, META_OUT),
          transfer(TOKENS.dai, ZAP, alice, DAI),
          transfer(TOKENS.usdc, ZAP, alice, USDC),
          transfer(TOKENS.usdt, ZAP, alice, USDT),
        ],
      },
      line: 'Removed 2,400,000,000,000,000,000,000 raw units of 0x94a1…6b36, 1,000 DAI, 1,000.5 USDC and 998.25 USDT from pool 0xe912…3501, returning 5,000,000,000,000,000,000,000 raw units of 0xe912…3501',
    },
    {
      name: 'another provider’s deposit, the sender paying the pool and getting the LP token from it: not the sender’s deposit',
      tx: {
        from: alice,
        to: BASE_POOL,
        input: depositCall,
        logs: [...paidIn(alice), transfer(BASE_LP, zeroAddress, bob, LP), transfer(BASE_LP, bob, alice, LP), added(bob)],
      },
      line: 'Called add_liquidity on 0xbebc…7c57 (sent 1,000 DAI, 1,000.5 USDC and 998.25 USDT, received 2,950,750,000,000,000,000,000 raw units of 0x6c3f…e490)',
    },
    {
      name: 'a removal whose coins differ from what the pool’s event names',
      tx: {
        from: alice,
        to: BASE_POOL,
        input: removeCall,
        logs: [...paidOut(alice), transfer(BASE_LP, alice, zeroAddress, LP), removed(alice, [DAI, USDC, USDT - 1n])],
      },
      line: 'Called remove_liquidity on 0xbebc…7c57 (sent 2,950,750,000,000,000,000,000 raw units of 0x6c3f…e490, received 1,000 DAI, 1,000.5 USDC and 998.25 USDT)',
    },
    {
      name: 'a removal whose LP token went to someone else rather than being burned',
      tx: {
        from: alice,
        to: BASE_POOL,
        input: removeCall,
        logs: [...paidOut(alice), transfer(BASE_LP, alice, bob, LP), removed(alice, [DAI, USDC, USDT])],
      },
      line: 'Called remove_liquidity on 0xbebc…7c57 (sent 2,950,750,000,000,000,000,000 raw units of 0x6c3f…e490, received 1,000 DAI, 1,000.5 USDC and 998.25 USDT)',
    },
  ],
})
