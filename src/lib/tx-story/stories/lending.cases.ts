import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, zeroAddress, type Address } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'
import { weth9Events } from './case-weth'

/** Aave V3's IPool, as @aave/core-v3 publishes it. */
const pool = parseAbi([
  'function borrow(address asset, uint256 amount, uint256 interestRateMode, uint16 referralCode, address onBehalfOf)',
  'function repay(address asset, uint256 amount, uint256 interestRateMode, address onBehalfOf) returns (uint256)',
  'event Borrow(address indexed reserve, address user, address indexed onBehalfOf, uint256 amount, uint8 interestRateMode, uint256 borrowRate, uint16 indexed referralCode)',
  'event Repay(address indexed reserve, address indexed user, address indexed repayer, uint256 amount, bool useATokens)',
])

/** Aave V2's ILendingPool, as @bgd-labs/aave-address-book publishes it. */
const poolV2 = parseAbi([
  'function deposit(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
  'function withdraw(address asset, uint256 amount, address to) returns (uint256)',
  'event Deposit(address indexed reserve, address user, address indexed onBehalfOf, uint256 amount, uint16 indexed referral)',
  'event Withdraw(address indexed reserve, address indexed user, address indexed to, uint256 amount)',
])

/** Aave V3's gateway for the native coin, as @aave/periphery-v3 publishes IWrappedTokenGatewayV3. */
const gateway = parseAbi([
  'function depositETH(address pool, address onBehalfOf, uint16 referralCode) payable',
  'function withdrawETH(address pool, uint256 amount, address onBehalfOf)',
  'function repayETH(address pool, uint256 amount, uint256 rateMode, address onBehalfOf) payable',
])
const supplyEvent = parseAbi([
  'event Supply(address indexed reserve, address user, address indexed onBehalfOf, uint256 amount, uint16 indexed referralCode)',
  'event Withdraw(address indexed reserve, address indexed user, address indexed to, uint256 amount)',
])

/** Compound v2's cEther and cErc20 and Compound v3's Comet, as their verified sources declare them. */
const cEther = verifiedAbi('Compound v2 cETH')
const cErc20 = verifiedAbi('Compound v2 cDAI')
const comet = verifiedAbi('Compound III cUSDCv3')

const { alice, bob, unlisted } = PEOPLE
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const HUNDRED_DAI = 100n * 10n ** 18n
const REPAID = 123_961_452_987_000_000_000_000n
const ETH_SUPPLIED = 1_250_000_000_000_000_000n
const CETH_MINTED = 6_187_432_115n
const DAI_BORROWED = 2_500n * 10n ** 18n
const DAI_REPAID = 1_036_418_200_000_000_000_000n
const ETH_REDEEMED = 800_000_000_000_000_000n
const ETH_REPAID = 950_312_004_118_222_190n
const ETH_REFUNDED = 49_687_995_881_777_810n
const USDC_SUPPLIED = 20_000n * 10n ** 6n
const USDC_WITHDRAWN = 5_000_250_000n
const USDC_REPAID_ALL = 100_000_919n
/** A Comet market newer than the published package's list. */
const UNLISTED_COMET = '0xb1250a1c3e5b7d9f2a4c6e8b0d1f3a5c7e9beb2f'
const WETH_COLLATERAL = 2n * 10n ** 18n
/** A fork of Aave V3 no list names: its pool, and the receipt and debt tokens of its DAI reserve. */
const FORK_POOL = '0xf0a4e0000000000000000000000000000000a001'
const FORK_A_DAI = '0xf0a4e0000000000000000000000000000000a0da'
const FORK_DEBT_DAI = '0xf0a4e0000000000000000000000000000000d0da'
const USDC_DEPOSITED = 250_000_000n
const daiBorrowed = {
  reserve: TOKENS.dai,
  user: alice,
  onBehalfOf: alice,
  amount: HUNDRED_DAI,
  interestRateMode: 2,
  borrowRate: 61_338_129_017_421_227_151_094_233n,
  referralCode: 0,
}
/** Alice borrowing 100 DAI from an Aave V3 pool: the debt token minted to her, the DAI paid from the reserve's aToken. */
const daiBorrow = (lendingPool: string, debtToken: string, aToken: string) => ({
  from: alice,
  to: lendingPool,
  input: encodeFunctionData({ abi: pool, functionName: 'borrow', args: [TOKENS.dai, HUNDRED_DAI, 2n, 0, alice] }),
  logs: [
    transfer(debtToken, zeroAddress, alice, HUNDRED_DAI),
    transfer(TOKENS.dai, aToken, alice, HUNDRED_DAI),
    emit(lendingPool, pool, 'Borrow', daiBorrowed),
  ],
})
const ethMint = (minter: string) => ({ minter, mintAmount: ETH_SUPPLIED, mintTokens: CETH_MINTED })

/** Alice supplying USDC to a Comet, asking for `requested` (the largest amount repays the whole debt) and paying `paid`. */
const usdcSupply = (market: string, requested: bigint, paid: bigint, after: ReturnType<typeof transfer>[] = []) => ({
  from: alice,
  to: market,
  input: encodeFunctionData({ abi: comet, functionName: 'supply', args: [TOKENS.usdc, requested] }),
  logs: [transfer(TOKENS.usdc, alice, market, paid), emit(market, comet, 'Supply', { from: alice, dst: alice, amount: paid }), ...after],
})
/** Alice withdrawing USDC from a Comet: a withdrawal of her balance when it is burned, else a borrow. */
const usdcWithdraw = (market: string, amount: bigint, { burned }: { burned: boolean }) => ({
  from: alice,
  to: market,
  input: encodeFunctionData({ abi: comet, functionName: 'withdraw', args: [TOKENS.usdc, amount] }),
  logs: [
    ...(burned ? [transfer(market, alice, zeroAddress, amount)] : []),
    transfer(TOKENS.usdc, market, alice, amount),
    emit(market, comet, 'Withdraw', { src: alice, to: alice, amount }),
  ],
})

/**
 * ETH withdrawn through Aave V3's gateway by Alice, the gateway taking the aWETH from `holder`, withdrawing the WETH
 * and paying Alice the unwrapped coin.
 */
const ethWithdrawal = (holder: string, { gatewayAt, poolAt, aWeth }: { gatewayAt: string; poolAt: Address; aWeth: string }) => ({
  from: alice,
  to: gatewayAt,
  input: encodeFunctionData({ abi: gateway, functionName: 'withdrawETH', args: [poolAt, ETH_REDEEMED, alice] }),
  logs: [
    transfer(aWeth, holder, gatewayAt, ETH_REDEEMED),
    transfer(aWeth, gatewayAt, zeroAddress, ETH_REDEEMED),
    transfer(TOKENS.weth, aWeth, gatewayAt, ETH_REDEEMED),
    emit(poolAt, supplyEvent, 'Withdraw', { reserve: TOKENS.weth, user: gatewayAt, to: gatewayAt, amount: ETH_REDEEMED }),
    emit(TOKENS.weth, weth9Events, 'Withdrawal', { src: gatewayAt, wad: ETH_REDEEMED }),
  ],
  internal: [
    { from: TOKENS.weth, to: gatewayAt, value: ETH_REDEEMED },
    { from: gatewayAt, to: alice, value: ETH_REDEEMED },
  ],
})

export const lendingCases: StoryCases = (listed) => {
  const aaveV3Pool = listed({ role: 'lending-pool', protocol: 'Aave V3' })
  const variableDebtEthDai = listed({ role: 'debt-token', protocol: 'Aave V3', underlying: TOKENS.dai })
  const aEthDai = listed({ role: 'receipt-token', protocol: 'Aave V3', underlying: TOKENS.dai })
  const aaveV2Pool = listed({ role: 'lending-pool', protocol: 'Aave V2' })
  const wethGateway = listed({ role: 'lending-gateway', protocol: 'Aave V3' })
  const aEthWeth = listed({ role: 'receipt-token', protocol: 'Aave V3', underlying: TOKENS.weth })
  const variableDebtEthWeth = listed({ role: 'debt-token', protocol: 'Aave V3', underlying: TOKENS.weth })
  const viaGateway = { gatewayAt: wethGateway, poolAt: aaveV3Pool, aWeth: aEthWeth }
  const aUsdcV2 = listed({ role: 'receipt-token', protocol: 'Aave V2', underlying: TOKENS.usdc })
  const compoundV2Eth = listed({ role: 'lending-market', protocol: 'Compound v2', name: 'cETH' })
  const compoundV2Dai = listed({ role: 'lending-market', protocol: 'Compound v2', name: 'cDAI' })
  const compoundV3Usdc = listed({ role: 'lending-market', protocol: 'Compound v3', name: 'cUSDCv3' })
  return {
    kind: 'lending',
    abis: [
      { source: '@aave/core-v3/artifacts/contracts/interfaces/IPool.sol/IPool.json', abi: pool },
      { source: '@bgd-labs/aave-address-book/dist/abis/ILendingPool.js', abi: poolV2 },
      { source: '@aave/periphery-v3/artifacts/contracts/misc/interfaces/IWrappedTokenGatewayV3.sol/IWrappedTokenGatewayV3.json', abi: gateway },
      { source: '@aave/core-v3/artifacts/contracts/interfaces/IPool.sol/IPool.json', abi: supplyEvent },
      { source: '@uniswap/v2-periphery/build/WETH9.json', abi: weth9Events },
      { source: 'viem erc20Abi', abi: erc20Abi },
      { source: 'verified: Compound v2 cETH', abi: cEther },
      { source: 'verified: Compound v2 cDAI', abi: cErc20 },
      { source: 'verified: Compound III cUSDCv3', abi: comet },
    ],
    cases: [
      {
        name: 'a borrow of DAI from Aave V3, the debt token minted beside it',
        tx: daiBorrow(aaveV3Pool, variableDebtEthDai, aEthDai),
        line: 'Borrowed 100 DAI from Aave V3',
      },
      {
        name: 'a repay of DAI to Aave V3, the debt token burned beside it',
        tx: {
          from: alice,
          to: aaveV3Pool,
          input: encodeFunctionData({ abi: pool, functionName: 'repay', args: [TOKENS.dai, REPAID, 2n, alice] }),
          logs: [
            transfer(variableDebtEthDai, alice, zeroAddress, REPAID - 18_850_093_000_000_000_000n),
            transfer(TOKENS.dai, alice, aEthDai, REPAID),
            emit(aaveV3Pool, pool, 'Repay', { reserve: TOKENS.dai, user: alice, repayer: alice, amount: REPAID, useATokens: false }),
          ],
        },
        line: 'Repaid 123,961.452987 DAI to Aave V3',
        e2e: true,
      },
      {
        name: 'a Repay event whose amount no transfer carries',
        tx: {
          from: alice,
          to: aaveV3Pool,
          input: encodeFunctionData({ abi: pool, functionName: 'repay', args: [TOKENS.dai, REPAID, 2n, alice] }),
          logs: [emit(aaveV3Pool, pool, 'Repay', { reserve: TOKENS.dai, user: alice, repayer: alice, amount: REPAID, useATokens: false })],
        },
        line: 'Called repay on Aave V3: Pool',
      },
      {
        name: 'a borrow of DAI from a fork of Aave V3 no list names, its debt token minted to the borrower',
        tx: daiBorrow(FORK_POOL, FORK_DEBT_DAI, FORK_A_DAI),
        line: 'Borrowed 100 DAI from 0xf0a4…a001',
      },
      {
        name: 'an Aave-shaped Borrow from a contract no list names, with no receipt or debt token moving',
        tx: {
          from: alice,
          to: FORK_POOL,
          input: '0x7e0a11f3',
          logs: [transfer(TOKENS.dai, FORK_A_DAI, alice, HUNDRED_DAI), emit(FORK_POOL, pool, 'Borrow', daiBorrowed)],
        },
        line: 'Called 0x7e0a11f3 on 0xf0a4…a001 (received 100 DAI)',
      },
      {
        name: 'a borrow call on a contract no list names that logs no lending event, a debt token issued beside the loan',
        tx: {
          from: alice,
          to: unlisted,
          input: encodeFunctionData({ abi: pool, functionName: 'borrow', args: [TOKENS.dai, HUNDRED_DAI, 2n, 0, alice] }),
          logs: [transfer(FORK_DEBT_DAI, zeroAddress, alice, HUNDRED_DAI), transfer(TOKENS.dai, unlisted, alice, HUNDRED_DAI)],
        },
        line: 'Borrowed 100 DAI from 0x7e57…c0de',
      },
      {
        name: 'a repay through a call no index names, its debt token burned beside the payment',
        tx: {
          from: alice,
          to: unlisted,
          input: '0x5c1d7e3a',
          logs: [transfer(FORK_DEBT_DAI, alice, zeroAddress, HUNDRED_DAI), transfer(TOKENS.dai, alice, FORK_A_DAI, HUNDRED_DAI)],
        },
        line: 'Called 0x5c1d7e3a on 0x7e57…c0de (sent 100,000,000,000,000,000,000 raw units of 0xf0a4…d0da and 100 DAI)',
      },
      {
        name: "ETH supplied to Aave V3 through its gateway, which wraps it and supplies it on the sender's behalf",
        tx: {
          from: alice,
          to: wethGateway,
          value: ETH_SUPPLIED,
          input: encodeFunctionData({ abi: gateway, functionName: 'depositETH', args: [aaveV3Pool, alice, 0] }),
          logs: [
            emit(TOKENS.weth, weth9Events, 'Deposit', { dst: wethGateway, wad: ETH_SUPPLIED }),
            transfer(TOKENS.weth, wethGateway, aEthWeth, ETH_SUPPLIED),
            transfer(aEthWeth, zeroAddress, alice, ETH_SUPPLIED),
            emit(aaveV3Pool, supplyEvent, 'Supply', { reserve: TOKENS.weth, user: wethGateway, onBehalfOf: alice, amount: ETH_SUPPLIED, referralCode: 0 }),
          ],
        },
        line: 'Supplied 1.25 ETH to Aave V3',
      },
      {
        name: 'ETH withdrawn from Aave V3 through its gateway, which takes the aWETH, withdraws and unwraps it',
        tx: ethWithdrawal(alice, viaGateway),
        line: 'Withdrew 0.8 ETH from Aave V3',
      },
      {
        name: 'an ETH debt repaid to Aave V3 through its gateway, which sends back what was paid over the debt',
        tx: {
          from: alice,
          to: wethGateway,
          value: ETH_REPAID + ETH_REFUNDED,
          input: encodeFunctionData({ abi: gateway, functionName: 'repayETH', args: [aaveV3Pool, ETH_REPAID + ETH_REFUNDED, 2n, alice] }),
          logs: [
            emit(TOKENS.weth, weth9Events, 'Deposit', { dst: wethGateway, wad: ETH_REPAID }),
            transfer(variableDebtEthWeth, alice, zeroAddress, ETH_REPAID),
            transfer(TOKENS.weth, wethGateway, aEthWeth, ETH_REPAID),
            emit(aaveV3Pool, pool, 'Repay', { reserve: TOKENS.weth, user: alice, repayer: wethGateway, amount: ETH_REPAID, useATokens: false }),
          ],
          internal: [
            { from: wethGateway, to: TOKENS.weth, value: ETH_REPAID },
            { from: wethGateway, to: alice, value: ETH_REFUNDED },
          ],
        },
        line: 'Repaid 0.95031200411822219 ETH to Aave V3',
      },
      {
        name: "a gateway's withdrawal of aWETH another address handed it: the sender's call, not the pool's position",
        tx: ethWithdrawal(bob, viaGateway),
        line: 'Withdrew 0.8 ETH from Aave V3: WETH gateway',
      },
      {
        name: 'a supply of USDC to Aave V2, the aToken minted beside it',
        tx: {
          from: alice,
          to: aaveV2Pool,
          input: encodeFunctionData({ abi: poolV2, functionName: 'deposit', args: [TOKENS.usdc, USDC_DEPOSITED, alice, 0] }),
          logs: [
            transfer(TOKENS.usdc, alice, aUsdcV2, USDC_DEPOSITED),
            transfer(aUsdcV2, zeroAddress, alice, USDC_DEPOSITED),
            emit(aaveV2Pool, poolV2, 'Deposit', { reserve: TOKENS.usdc, user: alice, onBehalfOf: alice, amount: USDC_DEPOSITED, referral: 0 }),
          ],
        },
        line: 'Supplied 250 USDC to Aave V2',
      },
      {
        name: 'a supply of ETH to Compound v2, the cETH minted beside it',
        tx: {
          from: alice,
          to: compoundV2Eth,
          value: ETH_SUPPLIED,
          input: encodeFunctionData({ abi: cEther, functionName: 'mint' }),
          logs: [
            emit(compoundV2Eth, cEther, 'AccrueInterest', {
              interestAccumulated: 1_904_312_007_451_220n,
              borrowIndex: 1_071_933_284_577_411_031n,
              totalBorrows: 64_310_442_918_005_117_440_331n,
            }),
            emit(compoundV2Eth, cEther, 'Mint', ethMint(alice)),
            transfer(compoundV2Eth, compoundV2Eth, alice, CETH_MINTED),
          ],
        },
        line: 'Supplied 1.25 ETH to Compound v2',
      },
      {
        name: 'a borrow of DAI from Compound v2',
        tx: {
          from: alice,
          to: compoundV2Dai,
          input: encodeFunctionData({ abi: cErc20, functionName: 'borrow', args: [DAI_BORROWED] }),
          logs: [
            transfer(TOKENS.dai, compoundV2Dai, alice, DAI_BORROWED),
            emit(compoundV2Dai, cEther, 'Borrow', {
              borrower: alice,
              borrowAmount: DAI_BORROWED,
              accountBorrows: DAI_BORROWED + 412_000_000_000_000_000n,
              totalBorrows: 48_992_301_775_260_118_447_018_993n,
            }),
          ],
        },
        line: 'Borrowed 2,500 DAI from Compound v2',
      },
      {
        name: 'a repay of DAI to Compound v2',
        tx: {
          from: alice,
          to: compoundV2Dai,
          input: encodeFunctionData({ abi: cErc20, functionName: 'repayBorrow', args: [DAI_REPAID] }),
          logs: [
            transfer(TOKENS.dai, alice, compoundV2Dai, DAI_REPAID),
            emit(compoundV2Dai, cEther, 'RepayBorrow', {
              payer: alice,
              borrower: alice,
              repayAmount: DAI_REPAID,
              accountBorrows: 0n,
              totalBorrows: 48_991_265_357_060_118_447_018_993n,
            }),
          ],
        },
        line: 'Repaid 1,036.4182 DAI to Compound v2',
      },
      {
        name: 'a withdrawal of ETH from Compound v2, the cETH burned beside it',
        tx: {
          from: alice,
          to: compoundV2Eth,
          input: encodeFunctionData({ abi: cEther, functionName: 'redeemUnderlying', args: [ETH_REDEEMED] }),
          logs: [
            transfer(compoundV2Eth, alice, compoundV2Eth, 3_959_956_240n),
            emit(compoundV2Eth, cEther, 'Redeem', { redeemer: alice, redeemAmount: ETH_REDEEMED, redeemTokens: 3_959_956_240n }),
          ],
          internal: [{ from: compoundV2Eth, to: alice, value: ETH_REDEEMED }],
        },
        line: 'Withdrew 0.8 ETH from Compound v2',
      },
      {
        name: 'a supply of USDC to Compound v3, the Comet balance minted beside it',
        tx: usdcSupply(compoundV3Usdc, USDC_SUPPLIED, USDC_SUPPLIED, [transfer(compoundV3Usdc, zeroAddress, alice, USDC_SUPPLIED - 3n)]),
        line: 'Supplied 20,000 USDC to Compound v3',
      },
      {
        name: 'a withdrawal of USDC from Compound v3, the Comet balance burned beside it',
        tx: usdcWithdraw(compoundV3Usdc, USDC_WITHDRAWN, { burned: true }),
        line: 'Withdrew 5,000.25 USDC from Compound v3',
      },
      {
        name: 'a repay of Compound v3 USDC debt through supply, no Comet balance minted',
        tx: usdcSupply(compoundV3Usdc, USDC_WITHDRAWN, USDC_WITHDRAWN),
        line: 'Repaid 5,000.25 USDC to Compound v3',
      },
      {
        name: 'a borrow of USDC from Compound v3 through withdraw, no Comet balance burned',
        tx: usdcWithdraw(compoundV3Usdc, USDC_WITHDRAWN, { burned: false }),
        line: 'Borrowed 5,000.25 USDC from Compound v3',
      },
      {
        name: 'the whole debt repaid to a Comet no list names, by a supply of the largest amount',
        tx: usdcSupply(UNLISTED_COMET, maxUint256, USDC_REPAID_ALL),
        line: 'Repaid its whole debt of 100.000919 USDC to 0xb125…eb2f',
      },
      {
        name: 'a supply of a set amount to a Comet no list names: a supply or a repay, which no list tells',
        tx: usdcSupply(UNLISTED_COMET, USDC_REPAID_ALL, USDC_REPAID_ALL),
        line: 'Sent 100.000919 USDC to 0xb125…eb2f',
      },
      {
        name: 'a supply of the largest amount to a Comet no list names that minted the sender a balance',
        tx: usdcSupply(UNLISTED_COMET, maxUint256, USDC_REPAID_ALL, [transfer(UNLISTED_COMET, zeroAddress, alice, USDC_REPAID_ALL)]),
        line: 'Deposited 100.000919 USDC, receiving 100,000,919 raw units of 0xb125…eb2f',
      },
      {
        name: 'a supply to Compound v3 that repaid part of a debt and supplied the rest, a part of the Comet balance minted',
        tx: usdcSupply(compoundV3Usdc, USDC_WITHDRAWN, USDC_WITHDRAWN, [transfer(compoundV3Usdc, zeroAddress, alice, USDC_WITHDRAWN / 3n)]),
        line: 'Called supply on Compound v3: cUSDCv3 (sent 5,000.25 USDC, received 1,666,750,000 raw units of 0xc3d6…cdc3)',
      },
      {
        name: 'a supply to Compound v3 that repaid another account’s debt',
        tx: {
          from: alice,
          to: compoundV3Usdc,
          input: '0x4232cd63',
          logs: [
            transfer(TOKENS.usdc, alice, compoundV3Usdc, USDC_WITHDRAWN),
            emit(compoundV3Usdc, comet, 'Supply', { from: alice, dst: bob, amount: USDC_WITHDRAWN }),
          ],
        },
        line: 'Called 0x4232cd63 on Compound v3: cUSDCv3 (sent 5,000.25 USDC)',
      },
      {
        name: 'a supply of WETH as collateral to Compound v3',
        tx: {
          from: alice,
          to: compoundV3Usdc,
          input: encodeFunctionData({ abi: comet, functionName: 'supply', args: [TOKENS.weth, WETH_COLLATERAL] }),
          logs: [
            transfer(TOKENS.weth, alice, compoundV3Usdc, WETH_COLLATERAL),
            emit(compoundV3Usdc, comet, 'SupplyCollateral', { from: alice, dst: alice, asset: TOKENS.weth, amount: WETH_COLLATERAL }),
          ],
        },
        line: 'Supplied 2 WETH to Compound v3',
      },
      {
        name: 'a cETH Mint whose minter is a contract the sender called, not the sender',
        tx: {
          from: alice,
          to: unlisted,
          value: ETH_SUPPLIED,
          logs: [emit(compoundV2Eth, cEther, 'Mint', ethMint(unlisted)), transfer(compoundV2Eth, compoundV2Eth, unlisted, CETH_MINTED)],
          internal: [{ from: unlisted, to: compoundV2Eth, value: ETH_SUPPLIED }],
        },
        line: 'Sent 1.25 ETH to Compound v2: cETH',
      },
      {
        name: 'a Comet-like Supply event from a contract no list names as a Compound market',
        tx: usdcSupply(unlisted, USDC_SUPPLIED, USDC_SUPPLIED, [transfer(unlisted, zeroAddress, alice, USDC_SUPPLIED)]),
        line: 'Deposited 20,000 USDC, receiving 20,000,000,000 raw units of 0x7e57…c0de',
      },
      {
        name: 'a cETH Mint event whose ETH no call carries',
        tx: {
          from: alice,
          to: compoundV2Eth,
          input: encodeFunctionData({ abi: cEther, functionName: 'mint' }),
          logs: [emit(compoundV2Eth, cEther, 'Mint', ethMint(alice)), transfer(compoundV2Eth, compoundV2Eth, alice, CETH_MINTED)],
        },
        line: 'Called mint on Compound v2: cETH (received 6,187,432,115 raw units of 0x4ddc…0ed5)',
      },
    ],
  }
}
