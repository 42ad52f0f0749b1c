import { encodeFunctionData, erc20Abi, parseAbi } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** Comet's liquidations, as @compound-finance/compound-js ships its ABI (`comet-artifacts/comet-constants.json`). */
const comet = parseAbi([
  'function absorb(address absorber, address[] accounts)',
  'function buyCollateral(address asset, uint256 minAmount, uint256 baseAmount, address recipient)',
  'event AbsorbCollateral(address indexed absorber, address indexed borrower, address indexed asset, uint256 collateralAbsorbed, uint256 usdValue)',
  'event AbsorbDebt(address indexed absorber, address indexed borrower, uint256 basePaidOut, uint256 usdValue)',
  'event BuyCollateral(address indexed buyer, address indexed asset, uint256 baseAmount, uint256 collateralAmount)',
])

const { alice, bob, carol, bot } = PEOPLE
/** A market of Comet's shape that no list names. */
const MARKET = '0xc3d6a1e5b7c9d2f4a6b8c0e1d3f5a7b9c2e4cdc3'
const ABSORBED_WETH = 1_250_000_000_000_000_000n
const DEBT_USDC = 2_874_112_004n
const PAID_USDC = 3_000_000_000n
const BOUGHT_WETH = 1_236_480_000_000_000_000n
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const absorbCollateral = (borrower: string) =>
  emit(MARKET, comet, 'AbsorbCollateral', { absorber: alice, borrower, asset: TOKENS.weth, collateralAbsorbed: ABSORBED_WETH, usdValue: 3_250_000_000_000n })
const absorbDebt = (borrower: string) => emit(MARKET, comet, 'AbsorbDebt', { absorber: alice, borrower, basePaidOut: DEBT_USDC, usdValue: 2_874_000_000_000n })
const boughtBy = (buyer: string, baseAmount: bigint = PAID_USDC) =>
  emit(MARKET, comet, 'BuyCollateral', { buyer, asset: TOKENS.weth, baseAmount, collateralAmount: BOUGHT_WETH })
const buyCollateral = (recipient: `0x${string}`) =>
  encodeFunctionData({ abi: comet, functionName: 'buyCollateral', args: [TOKENS.weth, BOUGHT_WETH, PAID_USDC, recipient] })

export const cometLiquidationCases: StoryCases = () => ({
  kind: 'comet-liquidation',
  abis: [
    { source: '@compound-finance/compound-js/dist/nodejs/comet-artifacts/comet-constants.json', abi: comet },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'an underwater account absorbed by a Comet-shaped market, its WETH collateral taken over',
      tx: {
        from: alice,
        to: MARKET,
        input: encodeFunctionData({ abi: comet, functionName: 'absorb', args: [alice, [bob]] }),
        logs: [absorbCollateral(bob), absorbDebt(bob)],
      },
      line: 'Liquidated 0x2a4c…8a10’s position on 0xc3d6…cdc3, absorbing 1.25 WETH of its collateral',
    },
    {
      name: 'two underwater accounts absorbed at once',
      tx: {
        from: alice,
        to: MARKET,
        input: encodeFunctionData({ abi: comet, functionName: 'absorb', args: [alice, [bob, carol]] }),
        logs: [absorbCollateral(bob), absorbDebt(bob), absorbCollateral(carol), absorbDebt(carol)],
      },
      line: 'Liquidated 2 positions on 0xc3d6…cdc3',
    },
    {
      name: 'collateral bought from a Comet-shaped market’s reserves with its base token',
      tx: {
        from: alice,
        to: MARKET,
        input: buyCollateral(alice),
        logs: [transfer(TOKENS.usdc, alice, MARKET, PAID_USDC), transfer(TOKENS.weth, MARKET, alice, BOUGHT_WETH), boughtBy(alice)],
      },
      line: 'Bought 1.23648 WETH of liquidated collateral from 0xc3d6…cdc3 for 3,000 USDC',
    },
    {
      name: 'collateral bought by the bot contract the sender called, which sold it on',
      tx: {
        from: carol,
        to: bot,
        input: '0x5c1ab8d7',
        logs: [
          transfer(TOKENS.usdc, bot, MARKET, PAID_USDC),
          transfer(TOKENS.weth, MARKET, bot, BOUGHT_WETH),
          boughtBy(bot),
          transfer(TOKENS.weth, bot, PEOPLE.unlisted, BOUGHT_WETH),
          transfer(TOKENS.usdc, PEOPLE.unlisted, bot, 3_080_000_000n),
        ],
      },
      line: 'Contract 0xb07b…b07b bought 1.23648 WETH of liquidated collateral from 0xc3d6…cdc3 for 3,000 USDC',
    },
    {
      name: 'a look-alike: a BuyCollateral whose base amount is not what the buyer paid the market',
      tx: {
        from: alice,
        to: MARKET,
        input: buyCollateral(alice),
        logs: [transfer(TOKENS.usdc, alice, MARKET, PAID_USDC), transfer(TOKENS.weth, MARKET, alice, BOUGHT_WETH), boughtBy(alice, PAID_USDC + 1n)],
      },
      // the call's name says it buys: the flows' swap, with no claim about liquidated collateral
      line: 'Swapped 3,000 USDC for 1.23648 WETH',
    },
    {
      name: 'a look-alike: an absorption in which the sender also received tokens',
      tx: {
        from: alice,
        to: MARKET,
        input: encodeFunctionData({ abi: comet, functionName: 'absorb', args: [alice, [bob]] }),
        logs: [absorbCollateral(bob), absorbDebt(bob), transfer(TOKENS.usdc, MARKET, alice, 5_000_000n)],
      },
      line: 'Called absorb on 0xc3d6…cdc3 (received 5 USDC)',
    },
  ],
})
