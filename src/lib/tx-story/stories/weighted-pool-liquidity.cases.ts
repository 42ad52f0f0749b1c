import { encodeFunctionData, erc20Abi, parseAbi, parseEther, parseUnits, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** A Balancer V1 pool's events, from the verified-sources table; a DSProxy's `execute`. */
const bPool = verifiedAbi('Balancer V1 BPool')
const dsProxy = parseAbi(['function execute(address _target, bytes _data) payable returns (bytes32 response)'])
/** The Balancer V2 Vault, as @balancer-labs/v2-deployments publishes it. */
const vault = parseAbi([
  'event PoolBalanceChanged(bytes32 indexed poolId, address indexed liquidityProvider, address[] tokens, int256[] deltas, uint256[] protocolFeeAmounts)',
])

const { alice, bob, bot } = PEOPLE
/** A V1 pool (its own pool token), a DSProxy and the proxy actions it runs, a V2 vault and pool: none named by any list. */
const POOL = '0x59a1c3e5b7d9f2a4c6e8b0d1f3a5c7e9b2d46fb4'
const PROXY = bot
const ACTIONS = '0xde4a1c3e5b7d9f2a4c6e8b0d1f3a5c7e9b2db3ac'
const VAULT = '0xba121a3c5e7b9d2f4a6c8e0b1d3f5a7c9e2bf2c8'
const V2_POOL = '0xc9f0a1c3e5b7d9f2a4c6e8b0d1f3a5c7e9b2df94'
const POOL_ID = `${V2_POOL}00000000000000000000006d` as const

const WETH_IN = parseEther('0.05')
const SHARES = parseUnits('0.042569019597126949', 18)
const DAI_OUT = parseUnits('2215.5', 18)
const USDC_OUT = parseUnits('1200.25', 6)
const V2_SHARES = parseUnits('3400', 18)
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const joined = (caller: string, tokenIn: string, tokenAmountIn: bigint) => emit(POOL, bPool, 'LOG_JOIN', { caller, tokenIn, tokenAmountIn })
const viaProxy = encodeFunctionData({ abi: dsProxy, functionName: 'execute', args: [ACTIONS, '0xc1762b15'] })
const balanceChanged = (liquidityProvider: string, deltas: readonly [bigint, bigint, bigint]) =>
  emit(VAULT, vault, 'PoolBalanceChanged', {
    poolId: POOL_ID,
    liquidityProvider,
    tokens: [TOKENS.dai, TOKENS.usdc, V2_POOL],
    deltas,
    protocolFeeAmounts: [0n, 0n, 0n],
  })
/** A join through the sender's DSProxy: WETH from the sender to its proxy, into the pool; the pool's token minted and passed back. */
const proxyJoin = (caller: string) => [
  transfer(TOKENS.weth, alice, PROXY, WETH_IN),
  joined(caller, TOKENS.weth, WETH_IN),
  transfer(POOL, zeroAddress, POOL, SHARES),
  transfer(POOL, POOL, PROXY, SHARES),
  transfer(TOKENS.weth, PROXY, POOL, WETH_IN),
  transfer(POOL, PROXY, alice, SHARES),
]

export const weightedPoolLiquidityCases: StoryCases = () => ({
  kind: 'weighted-pool-liquidity',
  abis: [
    { source: 'verified: Balancer V1 BPool', abi: bPool },
    { source: '@balancer-labs/v2-deployments/dist/tasks/20210418-vault/abi/Vault.json', abi: vault },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'a V1 pool joined with one token through the sender’s DSProxy',
      tx: { from: alice, to: PROXY, input: viaProxy, logs: proxyJoin(PROXY) },
      line: 'Added 0.05 WETH to pool 0x59a1…6fb4, receiving 42,569,019,597,126,949 raw units of 0x59a1…6fb4',
      e2e: true,
    },
    {
      name: 'a V1 pool exited in two tokens by the sender itself',
      tx: {
        from: alice,
        to: POOL,
        input: '0xb02f0b73',
        logs: [
          transfer(POOL, alice, POOL, SHARES),
          transfer(POOL, POOL, zeroAddress, SHARES),
          emit(POOL, bPool, 'LOG_EXIT', { caller: alice, tokenOut: TOKENS.dai, tokenAmountOut: DAI_OUT }),
          transfer(TOKENS.dai, POOL, alice, DAI_OUT),
          emit(POOL, bPool, 'LOG_EXIT', { caller: alice, tokenOut: TOKENS.usdc, tokenAmountOut: USDC_OUT }),
          transfer(TOKENS.usdc, POOL, alice, USDC_OUT),
        ],
      },
      line: 'Removed 2,215.5 DAI and 1,200.25 USDC from pool 0x59a1…6fb4, returning 42,569,019,597,126,949 raw units of 0x59a1…6fb4',
    },
    {
      name: 'a V2 pool exited in one token, the pool’s own token burned',
      tx: {
        from: alice,
        to: VAULT,
        input: '0x8bdb3913',
        logs: [transfer(V2_POOL, alice, zeroAddress, V2_SHARES), transfer(TOKENS.dai, VAULT, alice, DAI_OUT), balanceChanged(alice, [-DAI_OUT, 0n, 0n])],
      },
      line: 'Removed 2,215.5 DAI from pool 0xc9f0…df94, returning 3,400,000,000,000,000,000,000 raw units of 0xc9f0…df94',
    },
    {
      name: 'a V2 pool joined with two tokens',
      tx: {
        from: alice,
        to: VAULT,
        input: '0xb95cac28',
        logs: [
          transfer(TOKENS.dai, alice, VAULT, DAI_OUT),
          transfer(TOKENS.usdc, alice, VAULT, USDC_OUT),
          transfer(V2_POOL, zeroAddress, alice, V2_SHARES),
          balanceChanged(alice, [DAI_OUT, USDC_OUT, 0n]),
        ],
      },
      line: 'Added 2,215.5 DAI and 1,200.25 USDC to pool 0xc9f0…df94, receiving 3,400,000,000,000,000,000,000 raw units of 0xc9f0…df94',
    },
    {
      name: 'a V1 join by another caller, the sender only passing tokens through its proxy',
      tx: { from: alice, to: PROXY, input: viaProxy, logs: proxyJoin(bob) },
      line: 'Called execute on 0xb07b…b07b (sent 0.05 WETH, received 42,569,019,597,126,949 raw units of 0x59a1…6fb4)',
    },
    {
      name: 'a V2 exit whose tokens the sender did not get in full',
      tx: {
        from: alice,
        to: VAULT,
        input: '0x8bdb3913',
        logs: [transfer(V2_POOL, alice, zeroAddress, V2_SHARES), transfer(TOKENS.dai, VAULT, alice, DAI_OUT - 1n), balanceChanged(alice, [-DAI_OUT, 0n, 0n])],
      },
      line: 'Called 0x8bdb3913 on 0xba12…f2c8 (sent 3,400,000,000,000,000,000,000 raw units of 0xc9f0…df94, received 2,215.499999999999999999 DAI)',
    },
  ],
})
