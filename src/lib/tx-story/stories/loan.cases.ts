import { encodeFunctionData, erc20Abi, parseAbi, parseEther, parseUnits, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { dsProxy, VAT_ABIS, VAT_CASES } from './case-vat'
import { PEOPLE, TOKENS } from './case-people'

/** A crvUSD or Llamalend controller, as @curvefi/llamalend-api publishes it. */
const controller = parseAbi([
  'function create_loan(uint256 collateral, uint256 debt, uint256 N) payable',
  'function borrow_more(uint256 collateral, uint256 debt) payable',
  'function add_collateral(uint256 collateral, address _for) payable',
  'function repay(uint256 _d_debt, address _for, int256 max_active_band, bool use_eth) payable',
  'function remove_collateral(uint256 collateral, bool use_eth)',
  'event Borrow(address indexed user, uint256 collateral_increase, uint256 loan_increase)',
  'event Repay(address indexed user, uint256 collateral_decrease, uint256 loan_decrease)',
  'event RemoveCollateral(address indexed user, uint256 collateral_decrease)',
  'event Liquidate(address indexed liquidator, address indexed user, uint256 collateral_received, uint256 stablecoin_received, uint256 debt)',
])

/** Morpho Blue, as @morpho-org/blue-sdk-viem publishes it (`blueAbi`). */
const morpho = parseAbi([
  'event SupplyCollateral(bytes32 indexed id, address indexed caller, address indexed onBehalf, uint256 assets)',
  'event Borrow(bytes32 indexed id, address caller, address indexed onBehalf, address indexed receiver, uint256 assets, uint256 shares)',
  'event Repay(bytes32 indexed id, address indexed caller, address indexed onBehalf, uint256 assets, uint256 shares)',
  'event WithdrawCollateral(bytes32 indexed id, address caller, address indexed onBehalf, address indexed receiver, uint256 assets)',
])

const { alice, bob } = PEOPLE
/** A lending market's controller, its AMM (which holds the collateral), a stablecoin it mints, and a Morpho-like market and bundler: none named by any list. */
const CONTROLLER = '0x4c0e2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f1a3c5e'
const AMM = '0x8e0b2d4f6a8c1e3b5d7f9a2c4e6b8d0f1a3c5e7b'
const STABLE = '0x2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f'
const MARKET = '0xbbbb0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c'
const BUNDLER = '0x9f2a4c6e8b0d1f3a5c7e9b2d4f6a8c0e1b3d5f7a'
const MARKET_ID = '0x9103c3b4e834476c9a62ea009ba2c884ee42e94e6e314a26f04d312434191836'
const COLLATERAL = parseEther('16')
const DEBT = parseUnits('26000', 18)
const USDC_BORROWED = parseUnits('0.1', 6)
const WETH_COLLATERAL = parseEther('0.0002')
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const curve = (name: 'Borrow' | 'Repay', user: string, collateral: bigint, loan: bigint) =>
  name === 'Borrow'
    ? emit(CONTROLLER, controller, 'Borrow', { user, collateral_increase: collateral, loan_increase: loan })
    : emit(CONTROLLER, controller, 'Repay', { user, collateral_decrease: collateral, loan_decrease: loan })

/** Liquity's BorrowerOperations (a trove's events), from the verified-sources table. */
const troves = verifiedAbi('Liquity BorrowerOperations')
const BORROWER_OPERATIONS = '0x24179cd8a0c1e3b5d7f9a2c4e6b8d0f1a3c5e7b9'
const ACTIVE_POOL = '0xdf9eb2230e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f'
const PROXY = PEOPLE.bot
const TROVE_COLLATERAL = parseEther('40')
const LUSD_DRAWN = parseUnits('40000', 18)
const LUSD_FEE = parseUnits('201.07208093721936', 18)
const GAS_RESERVE = parseUnits('200', 18)
const ADDED = parseEther('2.1')
const openTrove = encodeFunctionData({ abi: troves, functionName: 'openTrove', args: [10n ** 16n, LUSD_DRAWN, zeroAddress, zeroAddress] })
const trove = (borrower: string, operation: number, coll: bigint) =>
  emit(BORROWER_OPERATIONS, troves, 'TroveUpdated', { _borrower: borrower, _debt: LUSD_DRAWN + LUSD_FEE + GAS_RESERVE, _coll: coll, stake: coll, operation })
/** A trove opened for `borrower`: collateral into BorrowerOperations and on to the active pool, the debt token minted. */
const opened = (borrower: string) => ({
  logs: [
    emit(BORROWER_OPERATIONS, troves, 'TroveCreated', { _borrower: borrower, arrayIndex: 812n }),
    transfer(STABLE, zeroAddress, borrower, LUSD_DRAWN),
    transfer(STABLE, zeroAddress, ACTIVE_POOL, GAS_RESERVE),
    trove(borrower, 0, TROVE_COLLATERAL),
    emit(BORROWER_OPERATIONS, troves, 'LUSDBorrowingFeePaid', { _borrower: borrower, _LUSDFee: LUSD_FEE }),
  ],
  internal: [{ from: BORROWER_OPERATIONS, to: ACTIVE_POOL, value: TROVE_COLLATERAL }],
})

/** Liquity v2: a branch's BorrowerOperations and TroveManager, from the verified-sources table; its collateral is WETH. */
const boldOperations = verifiedAbi('Liquity v2 BorrowerOperations')
const boldTroves = verifiedAbi('Liquity v2 TroveManager')
const BOLD_BORROWER_OPERATIONS = '0x372abd1810eaf23cb9d941bbe7596dfb2c46bc65'
const BOLD_TROVE_MANAGER = '0x7bcb64b2c9206a5b699ed43363f6f98d4776cf5a'
const BOLD_ACTIVE_POOL = '0xeb5a8c825582965f1d84606e078620a84ab16afe'
const TROVE_ID = 71_893_558_244_170_417_938_201_550_343_316_911_425_011_393_386_224_473_187_128_301_905_773_599_017n
/** A v2 trove's operation: its number, and the debt and collateral it changed (negative: repaid, withdrawn). */
const troveOperation = (operation: number, debtChange: bigint, collChange: bigint) =>
  emit(BOLD_TROVE_MANAGER, boldTroves, 'TroveOperation', {
    _troveId: TROVE_ID,
    _operation: operation,
    _annualInterestRate: 45_000_000_000_000_000n,
    _debtIncreaseFromRedist: 0n,
    _debtIncreaseFromUpfrontFee: debtChange > 0n ? 12_471_008_366_101_293_214n : 0n,
    _debtChangeFromOperation: debtChange,
    _collIncreaseFromRedist: 0n,
    _collChangeFromOperation: collChange,
  })
const adjustTrove = (collChange: bigint, isCollIncrease: boolean, boldChange: bigint, isDebtIncrease: boolean) =>
  encodeFunctionData({
    abi: boldOperations,
    functionName: 'adjustTrove',
    args: [TROVE_ID, collChange, isCollIncrease, boldChange, isDebtIncrease, isDebtIncrease ? parseUnits('50', 18) : 0n],
  })

export const loanCases: StoryCases = () => ({
  kind: 'loan',
  abis: [
    { source: '@curvefi/llamalend-api/lib/constants/abis/crvUSD/controller.json', abi: controller },
    { source: '@morpho-org/blue-sdk-viem/lib/cjs/abis.js#blueAbi', abi: morpho },
    { source: 'verified: Liquity BorrowerOperations', abi: troves },
    { source: 'verified: Liquity v2 BorrowerOperations', abi: boldOperations },
    { source: 'verified: Liquity v2 TroveManager', abi: boldTroves },
    { source: 'viem erc20Abi', abi: erc20Abi },
    ...VAT_ABIS,
  ],
  cases: [
    {
      name: 'a Liquity-style trove opened: ETH as collateral, the debt token minted to the sender',
      tx: { from: alice, to: BORROWER_OPERATIONS, value: TROVE_COLLATERAL, input: openTrove, ...opened(alice) },
      line: 'Deposited 40 ETH as collateral and borrowed 40,000,000,000,000,000,000,000 raw units of 0x2d4f…7d9f on 0x2417…e7b9',
    },
    {
      name: 'a trove opened through the sender’s DSProxy, which passed the collateral on and the borrowed tokens back',
      tx: {
        from: alice,
        to: PROXY,
        value: TROVE_COLLATERAL,
        input: encodeFunctionData({ abi: dsProxy, functionName: 'execute', args: [BUNDLER, openTrove] }),
        logs: [...opened(PROXY).logs, transfer(STABLE, PROXY, alice, LUSD_DRAWN)],
        internal: [{ from: PROXY, to: BORROWER_OPERATIONS, value: TROVE_COLLATERAL }, ...opened(PROXY).internal],
      },
      line: 'Deposited 40 ETH as collateral and borrowed 40,000,000,000,000,000,000,000 raw units of 0x2d4f…7d9f on 0x2417…e7b9',
    },
    {
      name: 'a trove adjusted: ETH added as collateral and more debt drawn',
      tx: {
        from: alice,
        to: BORROWER_OPERATIONS,
        value: ADDED,
        input: encodeFunctionData({ abi: troves, functionName: 'adjustTrove', args: [10n ** 16n, 0n, DEBT, true, zeroAddress, zeroAddress] }),
        logs: [transfer(STABLE, zeroAddress, alice, DEBT), trove(alice, 2, TROVE_COLLATERAL + ADDED)],
        internal: [{ from: BORROWER_OPERATIONS, to: ACTIVE_POOL, value: ADDED }],
      },
      line: 'Deposited 2.1 ETH as collateral and borrowed 26,000,000,000,000,000,000,000 raw units of 0x2d4f…7d9f on 0x2417…e7b9',
    },
    {
      name: 'a Liquity v2 trove adjusted: WETH added as collateral and more of the branch’s stablecoin drawn',
      tx: {
        from: alice,
        to: BOLD_BORROWER_OPERATIONS,
        input: adjustTrove(ADDED, true, DEBT, true),
        logs: [transfer(TOKENS.weth, alice, BOLD_ACTIVE_POOL, ADDED), transfer(STABLE, zeroAddress, alice, DEBT), troveOperation(2, DEBT, ADDED)],
      },
      line: 'Deposited 2.1 WETH as collateral and borrowed 26,000,000,000,000,000,000,000 raw units of 0x2d4f…7d9f on 0x7bcb…cf5a',
    },
    {
      name: 'a Liquity v2 trove’s debt repaid in part, the stablecoin burned from the sender',
      tx: {
        from: alice,
        to: BOLD_BORROWER_OPERATIONS,
        input: adjustTrove(0n, false, DEBT, false),
        logs: [transfer(STABLE, alice, zeroAddress, DEBT), troveOperation(2, -DEBT, 0n)],
      },
      line: 'Repaid 26,000,000,000,000,000,000,000 raw units of 0x2d4f…7d9f on 0x7bcb…cf5a',
    },
    {
      name: 'a Liquity v2 redemption against a trove (look-alike: the sender redeemed, it did not repay its own loan)',
      tx: {
        from: bob,
        to: BOLD_TROVE_MANAGER,
        logs: [transfer(STABLE, bob, zeroAddress, DEBT), transfer(TOKENS.weth, BOLD_ACTIVE_POOL, bob, ADDED), troveOperation(6, -DEBT, -ADDED)],
      },
      line: 'Sent 26,000,000,000,000,000,000,000 raw units of 0x2d4f…7d9f and received 2.1 WETH',
    },
    {
      name: 'a trove opened whose stated collateral is not what reached BorrowerOperations',
      tx: {
        from: alice,
        to: BORROWER_OPERATIONS,
        value: ADDED,
        input: openTrove,
        logs: opened(alice).logs,
        internal: [{ from: BORROWER_OPERATIONS, to: ACTIVE_POOL, value: ADDED }],
      },
      line: 'Called openTrove on 0x2417…e7b9 (sent 2.1 ETH, received 40,000,000,000,000,000,000,000 raw units of 0x2d4f…7d9f)',
    },
    {
      name: 'another account’s trove updated while the sender only received the debt token',
      tx: {
        from: alice,
        to: BORROWER_OPERATIONS,
        input: openTrove,
        logs: [transfer(STABLE, zeroAddress, bob, DEBT), trove(bob, 2, TROVE_COLLATERAL), transfer(STABLE, bob, alice, DEBT)],
      },
      line: 'Called openTrove on 0x2417…e7b9 (received 26,000,000,000,000,000,000,000 raw units of 0x2d4f…7d9f)',
    },
    {
      name: 'a loan opened: collateral into the market’s AMM, the stablecoin minted to the borrower',
      tx: {
        from: alice,
        to: CONTROLLER,
        input: encodeFunctionData({ abi: controller, functionName: 'create_loan', args: [COLLATERAL, DEBT, 10n] }),
        logs: [transfer(TOKENS.weth, alice, AMM, COLLATERAL), transfer(STABLE, zeroAddress, alice, DEBT), curve('Borrow', alice, COLLATERAL, DEBT)],
      },
      line: 'Deposited 16 WETH as collateral and borrowed 26,000,000,000,000,000,000,000 raw units of 0x2d4f…7d9f on 0x4c0e…3c5e',
    },
    {
      name: 'more borrowed against a loan’s collateral',
      tx: {
        from: alice,
        to: CONTROLLER,
        input: encodeFunctionData({ abi: controller, functionName: 'borrow_more', args: [0n, DEBT] }),
        logs: [transfer(STABLE, CONTROLLER, alice, DEBT), curve('Borrow', alice, 0n, DEBT)],
      },
      line: 'Borrowed 26,000,000,000,000,000,000,000 raw units of 0x2d4f…7d9f on 0x4c0e…3c5e',
    },
    {
      name: 'collateral added to a loan',
      tx: {
        from: alice,
        to: CONTROLLER,
        input: encodeFunctionData({ abi: controller, functionName: 'add_collateral', args: [COLLATERAL, alice] }),
        logs: [transfer(TOKENS.weth, alice, AMM, COLLATERAL), curve('Borrow', alice, COLLATERAL, 0n)],
      },
      line: 'Deposited 16 WETH as collateral on 0x4c0e…3c5e',
    },
    {
      name: 'a loan repaid in full, its collateral returned',
      tx: {
        from: alice,
        to: CONTROLLER,
        input: encodeFunctionData({ abi: controller, functionName: 'repay', args: [DEBT, alice, 2n ** 255n - 1n, false] }),
        logs: [transfer(STABLE, alice, CONTROLLER, DEBT), transfer(TOKENS.weth, AMM, alice, COLLATERAL), curve('Repay', alice, COLLATERAL, DEBT)],
      },
      line: 'Repaid 26,000,000,000,000,000,000,000 raw units of 0x2d4f…7d9f and withdrew 16 WETH of collateral on 0x4c0e…3c5e',
    },
    {
      name: 'collateral supplied and USDC borrowed on a Morpho-like market through a bundler',
      tx: {
        from: alice,
        to: BUNDLER,
        input: '0x374f435d',
        logs: [
          transfer(TOKENS.weth, alice, BUNDLER, WETH_COLLATERAL),
          transfer(TOKENS.weth, BUNDLER, MARKET, WETH_COLLATERAL),
          emit(MARKET, morpho, 'SupplyCollateral', { id: MARKET_ID, caller: BUNDLER, onBehalf: alice, assets: WETH_COLLATERAL }),
          emit(MARKET, morpho, 'Borrow', { id: MARKET_ID, caller: BUNDLER, onBehalf: alice, receiver: alice, assets: USDC_BORROWED, shares: 99_000_000_000n }),
          transfer(TOKENS.usdc, MARKET, alice, USDC_BORROWED),
        ],
      },
      line: 'Deposited 0.0002 WETH as collateral and borrowed 0.1 USDC on 0xbbbb…2a4c',
    },
    {
      name: 'a borrow for someone else, paid to another account: not the sender’s loan',
      tx: {
        from: alice,
        to: BUNDLER,
        input: '0x374f435d',
        logs: [
          emit(MARKET, morpho, 'Borrow', { id: MARKET_ID, caller: BUNDLER, onBehalf: bob, receiver: bob, assets: USDC_BORROWED, shares: 99_000_000_000n }),
          transfer(TOKENS.usdc, MARKET, bob, USDC_BORROWED),
        ],
      },
      line: 'Called 0x374f435d on 0x9f2a…5f7a',
    },
    {
      name: 'a Borrow event whose amounts are not what the sender gave and got',
      tx: {
        from: alice,
        to: CONTROLLER,
        input: encodeFunctionData({ abi: controller, functionName: 'create_loan', args: [COLLATERAL, DEBT, 10n] }),
        logs: [transfer(TOKENS.weth, alice, AMM, COLLATERAL), transfer(STABLE, zeroAddress, alice, DEBT / 2n), curve('Borrow', alice, COLLATERAL, DEBT)],
      },
      line: 'Called create_loan on 0x4c0e…3c5e (sent 16 WETH, received 13,000,000,000,000,000,000,000 raw units of 0x2d4f…7d9f)',
    },
    {
      name: 'a liquidation that repays someone’s loan: no loan of the sender’s',
      tx: {
        from: bob,
        to: CONTROLLER,
        input: '0x8c6c5d4a',
        logs: [
          transfer(STABLE, bob, CONTROLLER, DEBT),
          transfer(TOKENS.weth, AMM, bob, COLLATERAL),
          curve('Repay', alice, COLLATERAL, DEBT),
          emit(CONTROLLER, controller, 'Liquidate', { liquidator: bob, user: alice, collateral_received: COLLATERAL, stablecoin_received: 0n, debt: DEBT }),
        ],
      },
      // the loan-liquidation story's line: the liquidator's, never a loan of its own
      line: 'Liquidated 0x7f3a…1d9b’s loan on 0x4c0e…3c5e (26,000,000,000,000,000,000,000 raw units of 0x2d4f…7d9f of debt): paid 26,000,000,000,000,000,000,000 raw units of 0x2d4f…7d9f, received 16 WETH',
    },
    ...VAT_CASES,
  ],
})
