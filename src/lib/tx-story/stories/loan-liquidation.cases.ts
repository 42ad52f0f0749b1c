import { encodeFunctionData, erc20Abi, parseAbi, parseEther, parseUnits } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** A Llamalend (or crvUSD) controller, as @curvefi/llamalend-api publishes it (`Controller.json`). */
const controller = parseAbi([
  'function liquidate(address user, uint256 min_x)',
  'event Repay(address indexed user, uint256 collateral_decrease, uint256 loan_decrease)',
  'event Liquidate(address indexed liquidator, address indexed user, uint256 collateral_received, uint256 stablecoin_received, uint256 debt)',
])

const { alice, bob, bot, carol } = PEOPLE
/** A controller and its AMM (which holds the collateral and the position's stablecoin): none named by any list. */
const CONTROLLER = '0x1c91a3e5c7b9d2f4a6b8c0e1d3f5a7b9c2e4da35'
const AMM = '0x8e0b2d4f6a8c1e3b5d7f9a2c4e6b8d0f1a3c5e7b'
const COLLATERAL = parseEther('0.5')
const DEBT = parseUnits('1000', 6)
const IN_AMM = parseUnits('600', 6)
const liquidate = (user: `0x${string}`) => encodeFunctionData({ abi: controller, functionName: 'liquidate', args: [user, 0n] })
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const liquidated = (liquidator: string, user: string, stablecoin: bigint, debt: bigint = DEBT) =>
  emit(CONTROLLER, controller, 'Liquidate', { liquidator, user, collateral_received: COLLATERAL, stablecoin_received: stablecoin, debt })
const repaid = (user: string) => emit(CONTROLLER, controller, 'Repay', { user, collateral_decrease: COLLATERAL, loan_decrease: DEBT })

export const loanLiquidationCases: StoryCases = () => ({
  kind: 'loan-liquidation',
  abis: [
    { source: '@curvefi/llamalend-api/lib/constants/abis/Controller.json', abi: controller },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'someone’s loan liquidated: the position’s USDC against the debt, the liquidator paying the rest and getting the WETH',
      tx: {
        from: alice,
        to: CONTROLLER,
        input: liquidate(bob),
        logs: [
          transfer(TOKENS.usdc, AMM, CONTROLLER, IN_AMM),
          transfer(TOKENS.weth, AMM, alice, COLLATERAL),
          transfer(TOKENS.usdc, alice, CONTROLLER, DEBT - IN_AMM),
          repaid(bob),
          liquidated(alice, bob, IN_AMM),
        ],
      },
      line: 'Liquidated 0x2a4c…8a10’s loan on 0x1c91…da35 (1,000 USDC of debt): paid 400 USDC, received 0.5 WETH',
    },
    {
      name: 'a self-liquidation whose position held more stablecoin than its debt',
      tx: {
        from: alice,
        to: CONTROLLER,
        input: liquidate(alice),
        logs: [
          transfer(TOKENS.usdc, AMM, CONTROLLER, DEBT),
          transfer(TOKENS.weth, AMM, alice, COLLATERAL),
          transfer(TOKENS.usdc, AMM, alice, 20_000_000n),
          repaid(alice),
          liquidated(alice, alice, DEBT + 20_000_000n),
        ],
      },
      line: 'Self-liquidated its loan on 0x1c91…da35 (1,000 USDC of debt): received 0.5 WETH and 20 USDC',
    },
    {
      name: 'a liquidation by the bot contract the sender called',
      tx: {
        from: carol,
        to: bot,
        input: '0x4b3a1c2d',
        logs: [
          transfer(TOKENS.usdc, AMM, CONTROLLER, IN_AMM),
          transfer(TOKENS.weth, AMM, bot, COLLATERAL),
          transfer(TOKENS.usdc, bot, CONTROLLER, DEBT - IN_AMM),
          repaid(bob),
          liquidated(bot, bob, IN_AMM),
        ],
      },
      line: 'Contract 0xb07b…b07b liquidated 0x2a4c…8a10’s loan on 0x1c91…da35 (1,000 USDC of debt): paid 400 USDC, received 0.5 WETH',
    },
    {
      name: 'a look-alike: a liquidation whose collateral went to a callback contract, not the liquidator',
      tx: {
        from: alice,
        to: CONTROLLER,
        input: liquidate(bob),
        logs: [
          transfer(TOKENS.usdc, AMM, CONTROLLER, IN_AMM),
          transfer(TOKENS.weth, AMM, PEOPLE.unlisted, COLLATERAL),
          transfer(TOKENS.usdc, alice, CONTROLLER, DEBT - IN_AMM),
          repaid(bob),
          liquidated(alice, bob, IN_AMM),
        ],
      },
      line: 'Sent 400 USDC to 0x1c91…da35',
    },
    {
      name: 'a look-alike: a liquidation naming a debt the liquidator’s payment does not cover',
      tx: {
        from: alice,
        to: CONTROLLER,
        input: liquidate(bob),
        logs: [
          transfer(TOKENS.usdc, AMM, CONTROLLER, IN_AMM),
          transfer(TOKENS.weth, AMM, alice, COLLATERAL),
          transfer(TOKENS.usdc, alice, CONTROLLER, DEBT - IN_AMM),
          repaid(bob),
          liquidated(alice, bob, IN_AMM, DEBT + 1n),
        ],
      },
      line: 'Called liquidate on 0x1c91…da35 (sent 400 USDC, received 0.5 WETH)',
    },
  ],
})
