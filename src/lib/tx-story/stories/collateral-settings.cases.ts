import { encodeFunctionData, erc20Abi, parseAbi } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** Aave V3's Pool, as @aave/core-v3 publishes the parts used here. */
const pool = parseAbi([
  'function setUserUseReserveAsCollateral(address asset, bool useAsCollateral)',
  'function setUserEMode(uint8 categoryId)',
  'event ReserveUsedAsCollateralEnabled(address indexed reserve, address indexed user)',
  'event ReserveUsedAsCollateralDisabled(address indexed reserve, address indexed user)',
  'event UserEModeSet(address indexed user, uint8 categoryId)',
])

/** Compound v2's Comptroller and two of its markets, from the verified-sources table and Compound's own list. */
const comptroller = verifiedAbi('Compound v2 Comptroller')
const COMPTROLLER = '0x3d9819210a31b4961b30ef54be2aed79b9c9cd3b'
const C_USDC = '0x39aa39c021dfbae8fac545936693ac917d5e7563'
const C_ETH = '0x4ddc2d193948926d02f9b1fe9e1daa0718270ed5'
const entered = (cToken: string, account: string) => emit(COMPTROLLER, comptroller, 'MarketEntered', { cToken, account })

const { alice, bob } = PEOPLE
/** A pool of Aave's shape that no list names. */
const FORK_POOL = '0x9a1e9a1e0c3b5d7f9e1a3c5b7d9f1e3a5c7b9d1f'

/** The sender's choice of an efficiency mode category in `poolAddress`, and the pool's record of it. */
const eModeSet = (poolAddress: string, categoryId: number) => ({
  from: alice,
  to: poolAddress,
  input: encodeFunctionData({ abi: pool, functionName: 'setUserEMode', args: [categoryId] }),
  logs: [emit(poolAddress, pool, 'UserEModeSet', { user: alice, categoryId })],
})

const collateralCall = (useIt: boolean) => encodeFunctionData({ abi: pool, functionName: 'setUserUseReserveAsCollateral', args: [TOKENS.usdc, useIt] })

export const collateralSettingsCases: StoryCases = (listed) => {
  const aaveV3Pool = listed({ role: 'lending-pool', protocol: 'Aave V3' })
  return {
    kind: 'collateral-settings',
    abis: [
      { source: '@aave/core-v3/artifacts/contracts/protocol/pool/Pool.sol/Pool.json', abi: pool },
      { source: 'viem erc20Abi', abi: erc20Abi },
      { source: 'verified: Compound v2 Comptroller', abi: comptroller },
    ],
    cases: [
      {
        name: 'USDC turned on as collateral in Aave V3’s pool',
        tx: {
          from: alice,
          to: aaveV3Pool,
          input: collateralCall(true),
          logs: [emit(aaveV3Pool, pool, 'ReserveUsedAsCollateralEnabled', { reserve: TOKENS.usdc, user: alice })],
        },
        line: 'Turned on USDC as collateral on Aave V3',
      },
      {
        name: 'USDC turned off as collateral in a pool of Aave’s shape that no list names',
        tx: {
          from: alice,
          to: FORK_POOL,
          input: collateralCall(false),
          logs: [emit(FORK_POOL, pool, 'ReserveUsedAsCollateralDisabled', { reserve: TOKENS.usdc, user: alice })],
        },
        line: 'Turned off USDC as collateral on 0x9a1e…9d1f',
      },
      {
        name: 'an efficiency mode category chosen in Aave V3’s pool',
        tx: eModeSet(aaveV3Pool, 1),
        line: 'Set its efficiency mode to category 1 on Aave V3',
      },
      {
        name: 'efficiency mode turned off in Aave V3’s pool',
        tx: eModeSet(aaveV3Pool, 0),
        line: 'Turned off its efficiency mode on Aave V3',
      },
      {
        name: 'two markets entered in Compound v2’s Comptroller, their deposits now collateral',
        tx: {
          from: alice,
          to: COMPTROLLER,
          input: encodeFunctionData({ abi: comptroller, functionName: 'enterMarkets', args: [[C_USDC, C_ETH]] }),
          logs: [entered(C_USDC, alice), entered(C_ETH, alice)],
        },
        line: 'Turned on 0x39aa…7563 and 0x4ddc…0ed5 as collateral on 0x3d98…cd3b',
      },
      {
        name: 'a market left in Compound v2’s Comptroller',
        tx: {
          from: alice,
          to: COMPTROLLER,
          input: encodeFunctionData({ abi: comptroller, functionName: 'exitMarket', args: [C_USDC] }),
          logs: [emit(COMPTROLLER, comptroller, 'MarketExited', { cToken: C_USDC, account: alice })],
        },
        line: 'Turned off 0x39aa…7563 as collateral on 0x3d98…cd3b',
      },
      {
        name: 'a look-alike: markets the Comptroller logged entered for another account beside the sender’s',
        tx: {
          from: alice,
          to: COMPTROLLER,
          input: encodeFunctionData({ abi: comptroller, functionName: 'enterMarkets', args: [[C_USDC]] }),
          logs: [entered(C_USDC, alice), entered(C_ETH, bob)],
        },
        line: 'Called enterMarkets on 0x3d98…cd3b',
      },
      {
        name: 'a look-alike: a collateral setting the pool logged for another user',
        tx: {
          from: alice,
          to: aaveV3Pool,
          input: collateralCall(true),
          logs: [emit(aaveV3Pool, pool, 'ReserveUsedAsCollateralEnabled', { reserve: TOKENS.usdc, user: bob })],
        },
        line: 'Called setUserUseReserveAsCollateral on Aave V3: Pool',
      },
      {
        name: 'a look-alike: a collateral setting beside tokens that moved',
        tx: {
          from: alice,
          to: FORK_POOL,
          input: collateralCall(true),
          logs: [
            emit(FORK_POOL, pool, 'ReserveUsedAsCollateralEnabled', { reserve: TOKENS.usdc, user: alice }),
            emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: alice, to: bob, value: 5_000_000n }),
          ],
        },
        line: 'Sent 5 USDC to 0x2a4c…8a10',
      },
    ],
  }
}
