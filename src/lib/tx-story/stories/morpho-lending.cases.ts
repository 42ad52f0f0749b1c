import { encodeAbiParameters, encodeFunctionData, erc20Abi, keccak256, parseAbi, parseEther, parseUnits, type Hex } from 'viem'
import { emit, type EmittedLog } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCase, StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** Morpho Blue's singleton, as @morpho-org/blue-sdk-viem publishes it (`blueAbi`). */
const blue = parseAbi([
  'struct MarketParams { address loanToken; address collateralToken; address oracle; address irm; uint256 lltv; }',
  'function supply(MarketParams marketParams, uint256 assets, uint256 shares, address onBehalf, bytes data) returns (uint256, uint256)',
  'function withdraw(MarketParams marketParams, uint256 assets, uint256 shares, address onBehalf, address receiver) returns (uint256, uint256)',
  'function borrow(MarketParams marketParams, uint256 assets, uint256 shares, address onBehalf, address receiver) returns (uint256, uint256)',
  'function repay(MarketParams marketParams, uint256 assets, uint256 shares, address onBehalf, bytes data) returns (uint256, uint256)',
  'function supplyCollateral(MarketParams marketParams, uint256 assets, address onBehalf, bytes data)',
  'function withdrawCollateral(MarketParams marketParams, uint256 assets, address onBehalf, address receiver)',
  'event Supply(bytes32 indexed id, address indexed caller, address indexed onBehalf, uint256 assets, uint256 shares)',
  'event Withdraw(bytes32 indexed id, address caller, address indexed onBehalf, address indexed receiver, uint256 assets, uint256 shares)',
  'event Borrow(bytes32 indexed id, address caller, address indexed onBehalf, address indexed receiver, uint256 assets, uint256 shares)',
  'event Repay(bytes32 indexed id, address indexed caller, address indexed onBehalf, uint256 assets, uint256 shares)',
  'event SupplyCollateral(bytes32 indexed id, address indexed caller, address indexed onBehalf, uint256 assets)',
  'event WithdrawCollateral(bytes32 indexed id, address caller, address indexed onBehalf, address indexed receiver, uint256 assets)',
])

const { alice, bob, relayer, unlisted } = PEOPLE
/** A USDC market against WETH: its oracle and rate model are made up (no list names them), its id their hash as Morpho Blue computes it. */
const MARKET = {
  loanToken: TOKENS.usdc,
  collateralToken: TOKENS.weth,
  oracle: '0x0a0c1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d0f2a4c',
  irm: '0x1c3e5a7b9d0f2a4c6e8b0d1f3a5c7e9b2d4f6a8c',
  lltv: parseEther('0.86'),
} as const
const MARKET_ID = keccak256(
  encodeAbiParameters(
    [{ type: 'address' }, { type: 'address' }, { type: 'address' }, { type: 'address' }, { type: 'uint256' }],
    [MARKET.loanToken, MARKET.collateralToken, MARKET.oracle, MARKET.irm, MARKET.lltv],
  ),
)
/** A Bundler3-style contract that calls the singleton for the sender; no list names it. */
const BUNDLER = '0x6566194141eefa99af43bb5aa71460ca2dc90245'

type Action = 'supply' | 'withdraw' | 'borrow' | 'repay' | 'supplyCollateral' | 'withdrawCollateral'
type ActionEvent = 'Supply' | 'Withdraw' | 'Borrow' | 'Repay' | 'SupplyCollateral' | 'WithdrawCollateral'

/** Each action: its event, which way the asset goes, the token, the amount, and the line the sender's own action reads as. */
const ACTIONS: Record<Action, { event: ActionEvent; paysOut: boolean; token: string; amount: bigint; line: string }> = {
  supply: { event: 'Supply', paysOut: false, token: TOKENS.usdc, amount: parseUnits('2500', 6), line: 'Supplied 2,500 USDC to Morpho Blue' },
  withdraw: { event: 'Withdraw', paysOut: true, token: TOKENS.usdc, amount: parseUnits('1000.5', 6), line: 'Withdrew 1,000.5 USDC from Morpho Blue' },
  borrow: { event: 'Borrow', paysOut: true, token: TOKENS.usdc, amount: parseUnits('1000', 6), line: 'Borrowed 1,000 USDC from Morpho Blue against WETH' },
  repay: { event: 'Repay', paysOut: false, token: TOKENS.usdc, amount: parseUnits('400.123456', 6), line: 'Repaid 400.123456 USDC to Morpho Blue' },
  supplyCollateral: {
    event: 'SupplyCollateral',
    paysOut: false,
    token: TOKENS.weth,
    amount: parseEther('1.5'),
    line: 'Supplied 1.5 WETH as collateral to Morpho Blue',
  },
  withdrawCollateral: {
    event: 'WithdrawCollateral',
    paysOut: true,
    token: TOKENS.weth,
    amount: parseEther('0.25'),
    line: 'Withdrew 0.25 WETH of collateral from Morpho Blue',
  },
}

/** The singleton's own call for the action, as its `caller` makes it. */
function callOf(action: Action, amount: bigint, onBehalf: string, receiver: string): Hex {
  const market = MARKET
  switch (action) {
    case 'supply':
    case 'repay':
      return encodeFunctionData({ abi: blue, functionName: action, args: [market, amount, 0n, onBehalf as Hex, '0x'] })
    case 'withdraw':
    case 'borrow':
      return encodeFunctionData({ abi: blue, functionName: action, args: [market, amount, 0n, onBehalf as Hex, receiver as Hex] })
    case 'supplyCollateral':
      return encodeFunctionData({ abi: blue, functionName: action, args: [market, amount, onBehalf as Hex, '0x'] })
    case 'withdrawCollateral':
      return encodeFunctionData({ abi: blue, functionName: action, args: [market, amount, onBehalf as Hex, receiver as Hex] })
  }
}

/** The event the singleton logs, with `shares` where the event has them. */
function logged(at: string, action: Action, caller: string, onBehalf: string, receiver: string, assets: bigint): EmittedLog {
  const { event, paysOut } = ACTIONS[action]
  const shares = event === 'SupplyCollateral' || event === 'WithdrawCollateral' ? {} : { shares: assets * 1_000_000n - 7n }
  return emit(at, blue, event, { id: MARKET_ID, caller, onBehalf, ...(paysOut ? { receiver } : {}), assets, ...shares })
}

const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })

/**
 * One action on a singleton for `onBehalf`: `account` calls it itself, or calls the bundler, which calls it (taking
 * what is paid in from the account first); `moved` of the token goes in from (or out to) the account, and the event
 * says `assets`.
 */
function actionTx(
  singleton: string,
  action: Action,
  parties: { account: string; onBehalf: string; via?: string },
  moved: bigint,
  assets: bigint,
): StoryCase['tx'] {
  const { token, paysOut } = ACTIONS[action]
  const { account, onBehalf, via } = parties
  const caller = via ?? account
  const flows = paysOut
    ? [transfer(token, singleton, account, moved)]
    : via
      ? [transfer(token, account, via, moved), transfer(token, via, singleton, moved)]
      : [transfer(token, account, singleton, moved)]
  return {
    from: account,
    to: via ?? singleton,
    ...(via ? {} : { input: callOf(action, assets, onBehalf, account) }),
    logs: [...(paysOut ? [] : flows.slice(0, -1)), logged(singleton, action, caller, onBehalf, account, assets), ...(paysOut ? flows : flows.slice(-1))],
  }
}

export const morphoLendingCases: StoryCases = (listed) => {
  const morphoBlue = listed({ role: 'morpho-blue' })
  const actions = Object.keys(ACTIONS) as Action[]
  const own = actions.flatMap((action): StoryCase[] => {
    const { amount, line } = ACTIONS[action]
    return [
      {
        name: `the sender’s own ${action} on Morpho Blue`,
        tx: actionTx(morphoBlue, action, { account: alice, onBehalf: alice }, amount, amount),
        line,
        ...(action === 'borrow' ? { e2e: true } : {}),
      },
      {
        name: `the sender’s own ${action} on Morpho Blue through a bundler, whose call names no market`,
        tx: actionTx(morphoBlue, action, { account: alice, onBehalf: alice, via: BUNDLER }, amount, amount),
        line: line.replace(' against WETH', ''),
      },
    ]
  })
  const lookAlikes = actions.flatMap((action): StoryCase[] => {
    const { amount, token, paysOut } = ACTIONS[action]
    const lines = LOOK_ALIKE_LINES[action]
    return [
      {
        name: `a look-alike: a relayer’s ${action} on Morpho Blue, through a bundler, for another account`,
        tx: actionTx(morphoBlue, action, { account: relayer, onBehalf: bob, via: BUNDLER }, amount, amount),
        line: lines.relayer,
      },
      {
        name: `a look-alike: a ${action} on Morpho Blue, through a bundler, whose amount is not what moved`,
        tx: actionTx(morphoBlue, action, { account: alice, onBehalf: alice, via: BUNDLER }, amount - 1n, amount),
        line: lines.mismatch,
      },
      {
        name: `a look-alike: a ${action} event of Morpho Blue’s shape from a contract no list names`,
        tx: actionTx(unlisted, action, { account: alice, onBehalf: alice }, amount, amount),
        line: lines.unlisted,
      },
      ...(paysOut
        ? [
            {
              name: `a look-alike: the sender’s ${action} on Morpho Blue paid to another account`,
              tx: {
                from: alice,
                to: morphoBlue,
                input: callOf(action, amount, alice, bob),
                logs: [logged(morphoBlue, action, alice, alice, bob, amount), transfer(token, morphoBlue, bob, amount)],
              },
              line: lines.paidElsewhere ?? '',
            },
          ]
        : []),
    ]
  })
  return {
    kind: 'morpho-lending',
    abis: [
      { source: '@morpho-org/blue-sdk-viem/lib/cjs/abis.js#blueAbi', abi: blue },
      { source: 'viem erc20Abi', abi: erc20Abi },
    ],
    cases: [...own, ...lookAlikes],
  }
}

/** What the look-alikes say instead: the flows, or the call, never the sender's own lending verb on Morpho Blue. */
const LOOK_ALIKE_LINES: Record<Action, { relayer: string; mismatch: string; unlisted: string; paidElsewhere?: string }> = {
  supply: { relayer: 'Sent 2,500 USDC to Morpho Blue', mismatch: 'Sent 2,499.999999 USDC to Morpho Blue', unlisted: 'Sent 2,500 USDC to 0x7e57…c0de' },
  withdraw: {
    relayer: 'Received 1,000.5 USDC',
    mismatch: 'Received 1,000.499999 USDC',
    unlisted: 'Withdrew 1,000.5 USDC from 0x7e57…c0de',
    paidElsewhere: 'Called withdraw on Morpho Blue',
  },
  borrow: {
    relayer: 'Received 1,000 USDC',
    mismatch: 'Received 999.999999 USDC',
    unlisted: 'Borrowed 1,000 USDC on 0x7e57…c0de',
    paidElsewhere: 'Called borrow on Morpho Blue',
  },
  repay: {
    relayer: 'Sent 400.123456 USDC to Morpho Blue',
    mismatch: 'Sent 400.123455 USDC to Morpho Blue',
    unlisted: 'Repaid 400.123456 USDC on 0x7e57…c0de',
  },
  supplyCollateral: {
    relayer: 'Sent 1.5 WETH to Morpho Blue',
    mismatch: 'Sent 1.499999999999999999 WETH to Morpho Blue',
    unlisted: 'Deposited 1.5 WETH as collateral on 0x7e57…c0de',
  },
  withdrawCollateral: {
    relayer: 'Received 0.25 WETH',
    mismatch: 'Received 0.249999999999999999 WETH',
    unlisted: 'Withdrew 0.25 WETH of collateral on 0x7e57…c0de',
    paidElsewhere: 'Called withdrawCollateral on Morpho Blue',
  },
}
