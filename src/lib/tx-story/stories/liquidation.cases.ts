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

/** Morpho Blue's singleton, as @morpho-org/blue-sdk-viem publishes it (`blueAbi`). */
const morphoBlue = parseAbi([
  'function liquidate((address loanToken, address collateralToken, address oracle, address irm, uint256 lltv) marketParams, address borrower, uint256 seizedAssets, uint256 repaidShares, bytes data) returns (uint256, uint256)',
  'event Liquidate(bytes32 indexed id, address indexed caller, address indexed borrower, uint256 repaidAssets, uint256 repaidShares, uint256 seizedAssets, uint256 badDebtAssets, uint256 badDebtShares)',
])

const { alice, bob, carol, bot } = PEOPLE
/** Aave's receipt token for WETH: where the seized collateral comes from. */
const A_WETH = PEOPLE.unlisted
const REPAID_USDC = 1_250_500_000n
const SEIZED_WETH = 512_704_881_300_000_000n
const REPAID_DAI = 3_000n * 10n ** 18n
const SEIZED_CETH = 7_417_220_013n
/** A market of Morpho Blue's shape no list names, one of its market ids, an oracle, and what one liquidation moved. */
const MORPHO_MARKET = '0xbbbb5c9e1a3d7f2b4e6c8a0d2f4b6e8c1a3d5f7b'
const MORPHO_MARKET_ID = '0x9103c3b4e834476c9a62ea009ba2c884ee42e94e6e314a26f04d312434191836'
const ORACLE = '0x3f2c8a9d1b5e7f0a2c4e6b8d0f1a3c5e7b9d2f4a'
const MORPHO_REPAID_USDC = 2_918_404_117n
const MORPHO_SEIZED_WETH = 1_083_772_500_000_000_000n
const MARKET_PARAMS = { loanToken: TOKENS.usdc, collateralToken: TOKENS.weth, oracle: ORACLE, irm: ORACLE, lltv: 860_000_000_000_000_000n } as const
const morphoLiquidate = encodeFunctionData({
  abi: morphoBlue,
  functionName: 'liquidate',
  args: [MARKET_PARAMS, PEOPLE.bob, MORPHO_SEIZED_WETH, 0n, '0x'],
})
const morphoLiquidated = (caller: string, repaidAssets: bigint) =>
  emit(MORPHO_MARKET, morphoBlue, 'Liquidate', {
    id: MORPHO_MARKET_ID,
    caller,
    borrower: PEOPLE.bob,
    repaidAssets,
    repaidShares: 2_871_550_083_215_004n,
    seizedAssets: MORPHO_SEIZED_WETH,
    badDebtAssets: 0n,
    badDebtShares: 0n,
  })
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
      { source: '@morpho-org/blue-sdk-viem/lib/cjs/abis.js#blueAbi', abi: morphoBlue },
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
      {
        name: 'a liquidation on a Morpho Blue-shaped market: WETH collateral seized to the liquidator, USDC repaid to the market',
        tx: {
          from: alice,
          to: MORPHO_MARKET,
          input: morphoLiquidate,
          logs: [
            morphoLiquidated(alice, MORPHO_REPAID_USDC),
            transfer(TOKENS.weth, MORPHO_MARKET, alice, MORPHO_SEIZED_WETH),
            transfer(TOKENS.usdc, alice, MORPHO_MARKET, MORPHO_REPAID_USDC),
          ],
        },
        line: 'Liquidated 0x2a4c…8a10’s position: repaid 2,918.404117 USDC, received 1.0837725 WETH',
      },
      {
        name: 'a Morpho Blue-shaped liquidation by the bot contract the sender called, which sold the collateral in the callback',
        tx: {
          from: carol,
          to: bot,
          input: '0x1a2b3c4d',
          logs: [
            morphoLiquidated(bot, MORPHO_REPAID_USDC),
            transfer(TOKENS.weth, MORPHO_MARKET, bot, MORPHO_SEIZED_WETH),
            transfer(TOKENS.weth, bot, PEOPLE.unlisted, MORPHO_SEIZED_WETH),
            transfer(TOKENS.usdc, PEOPLE.unlisted, bot, 3_010_000_000n),
            transfer(TOKENS.usdc, bot, MORPHO_MARKET, MORPHO_REPAID_USDC),
          ],
        },
        line: 'Contract 0xb07b…b07b liquidated 0x2a4c…8a10’s position: repaid 2,918.404117 USDC, received 1.0837725 WETH',
      },
      {
        name: 'a Morpho Blue-shaped liquidation event whose repaid amount is not what the liquidator paid the market',
        tx: {
          from: alice,
          to: MORPHO_MARKET,
          input: morphoLiquidate,
          logs: [
            morphoLiquidated(alice, MORPHO_REPAID_USDC + 1n),
            transfer(TOKENS.weth, MORPHO_MARKET, alice, MORPHO_SEIZED_WETH),
            transfer(TOKENS.usdc, alice, MORPHO_MARKET, MORPHO_REPAID_USDC),
          ],
        },
        line: 'Called liquidate on 0xbbbb…5f7b (sent 2,918.404117 USDC, received 1.0837725 WETH)',
      },
    ],
  }
}
