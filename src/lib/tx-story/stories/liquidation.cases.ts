import { encodeFunctionData, erc20Abi, parseAbi } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** Aave V3's IPool, as @aave/core-v3 publishes it. */
const pool = parseAbi([
  'function liquidationCall(address collateralAsset, address debtAsset, address user, uint256 debtToCover, bool receiveAToken)',
  'event LiquidationCall(address indexed collateralAsset, address indexed debtAsset, address indexed user, uint256 debtToCover, uint256 liquidatedCollateralAmount, address liquidator, bool receiveAToken)',
])
/** Compound v2's cErc20, as @compound-finance/compound-js ships its ABI. */
const cErc20 = parseAbi([
  'function liquidateBorrow(address borrower, uint256 repayAmount, address cTokenCollateral) returns (uint256)',
  'event RepayBorrow(address payer, address borrower, uint256 repayAmount, uint256 accountBorrows, uint256 totalBorrows)',
  'event LiquidateBorrow(address liquidator, address borrower, uint256 repayAmount, address cTokenCollateral, uint256 seizeTokens)',
])

const { alice, bob, carol, bot } = PEOPLE
/** Aave's receipt token for WETH: where the seized collateral comes from. */
const A_WETH = PEOPLE.unlisted
const REPAID_USDC = 1_250_500_000n
const SEIZED_WETH = 512_704_881_300_000_000n
const REPAID_DAI = 3_000n * 10n ** 18n
const SEIZED_CETH = 7_417_220_013n
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })

const aaveLiquidation = (aavePool: string, liquidator: string, borrower: string) =>
  emit(aavePool, pool, 'LiquidationCall', {
    collateralAsset: TOKENS.weth,
    debtAsset: TOKENS.usdc,
    user: borrower,
    debtToCover: REPAID_USDC,
    liquidatedCollateralAmount: SEIZED_WETH,
    liquidator,
    receiveAToken: false,
  })
const liquidationCall = (borrower: `0x${string}`) =>
  encodeFunctionData({ abi: pool, functionName: 'liquidationCall', args: [TOKENS.weth, TOKENS.usdc, borrower, REPAID_USDC, false] })

export const liquidationCases: StoryCases = (listed) => {
  const aaveV3Pool = listed({ role: 'lending-pool', protocol: 'Aave V3' })
  /** one of Aave V3's USDC receipt tokens on Ethereum (one a market), which a line names by its address */
  const aEthUsdc = listed({ role: 'receipt-token', protocol: 'Aave V3', underlying: TOKENS.usdc })
  const compoundV2Dai = listed({ role: 'lending-market', protocol: 'Compound v2', name: 'cDAI' })
  const compoundV2Eth = listed({ role: 'lending-market', protocol: 'Compound v2', name: 'cETH' })
  return {
    kind: 'liquidation',
    abis: [
      { source: '@aave/core-v3/artifacts/contracts/interfaces/IPool.sol/IPool.json', abi: pool },
      { source: '@compound-finance/compound-js constants abi.cErc20', abi: cErc20 },
      { source: 'viem erc20Abi', abi: erc20Abi },
    ],
    cases: [
      {
        name: 'a liquidation on Aave V3: USDC repaid for someone, WETH collateral received',
        tx: {
          from: alice,
          to: aaveV3Pool,
          input: liquidationCall(bob),
          logs: [
            transfer(TOKENS.weth, A_WETH, alice, SEIZED_WETH),
            transfer(TOKENS.usdc, alice, aEthUsdc, REPAID_USDC),
            aaveLiquidation(aaveV3Pool, alice, bob),
          ],
        },
        line: 'Liquidated 0x2a4c…8a10’s position: repaid 1,250.5 USDC, received 0.5127048813 WETH',
        e2e: true,
      },
      {
        name: 'a liquidation on Aave V3 by the bot contract the sender called',
        tx: {
          from: carol,
          to: bot,
          input: '0x1a2b3c4d',
          logs: [
            transfer(TOKENS.usdc, carol, bot, 0n),
            transfer(TOKENS.weth, A_WETH, bot, SEIZED_WETH),
            transfer(TOKENS.usdc, bot, aEthUsdc, REPAID_USDC),
            aaveLiquidation(aaveV3Pool, bot, bob),
          ],
        },
        line: 'Contract 0xb07b…b07b liquidated 0x2a4c…8a10’s position: repaid 1,250.5 USDC, received 0.5127048813 WETH',
      },
      {
        name: 'a liquidation on Compound v2: DAI repaid to cDAI, cETH seized from the borrower',
        tx: {
          from: alice,
          to: compoundV2Dai,
          input: encodeFunctionData({ abi: cErc20, functionName: 'liquidateBorrow', args: [bob, REPAID_DAI, compoundV2Eth] }),
          logs: [
            transfer(TOKENS.dai, alice, compoundV2Dai, REPAID_DAI),
            emit(compoundV2Dai, cErc20, 'RepayBorrow', { payer: alice, borrower: bob, repayAmount: REPAID_DAI, accountBorrows: 0n, totalBorrows: 10n ** 24n }),
            transfer(compoundV2Eth, bob, alice, SEIZED_CETH),
            emit(compoundV2Dai, cErc20, 'LiquidateBorrow', {
              liquidator: alice,
              borrower: bob,
              repayAmount: REPAID_DAI,
              cTokenCollateral: compoundV2Eth,
              seizeTokens: SEIZED_CETH + 200_000_000n,
            }),
          ],
        },
        line: 'Liquidated 0x2a4c…8a10’s position: repaid 3,000 DAI, received 7,417,220,013 raw units of 0x4ddc…0ed5',
      },
      {
        name: 'a liquidation another account made, inside a transaction the sender only called',
        tx: {
          from: carol,
          to: aaveV3Pool,
          input: liquidationCall(bob),
          logs: [
            transfer(TOKENS.weth, A_WETH, alice, SEIZED_WETH),
            transfer(TOKENS.usdc, alice, aEthUsdc, REPAID_USDC),
            aaveLiquidation(aaveV3Pool, alice, bob),
          ],
        },
        line: 'Called liquidationCall on Aave V3: Pool',
      },
      {
        name: 'a liquidation event whose collateral went to someone other than the liquidator',
        tx: {
          from: alice,
          to: aaveV3Pool,
          input: liquidationCall(bob),
          logs: [
            transfer(TOKENS.weth, A_WETH, carol, SEIZED_WETH),
            transfer(TOKENS.usdc, alice, aEthUsdc, REPAID_USDC),
            aaveLiquidation(aaveV3Pool, alice, bob),
          ],
        },
        line: `Sent 1,250.5 USDC to ${aEthUsdc.slice(0, 6)}…${aEthUsdc.slice(-4)}`,
      },
    ],
  }
}
