import { encodeFunctionData, erc20Abi, parseAbi, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCaseTable } from './case-fixture'
import { CONTRACTS, PEOPLE, TOKENS } from './case-people'

/** Aave V3's IPool, as @aave/core-v3 publishes it. */
const pool = parseAbi([
  'function borrow(address asset, uint256 amount, uint256 interestRateMode, uint16 referralCode, address onBehalfOf)',
  'function repay(address asset, uint256 amount, uint256 interestRateMode, address onBehalfOf) returns (uint256)',
  'event Borrow(address indexed reserve, address user, address indexed onBehalfOf, uint256 amount, uint8 interestRateMode, uint256 borrowRate, uint16 indexed referralCode)',
  'event Repay(address indexed reserve, address indexed user, address indexed repayer, uint256 amount, bool useATokens)',
])

const { alice } = PEOPLE
const { aaveV3Pool, variableDebtEthDai, aEthDai } = CONTRACTS
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const HUNDRED_DAI = 100n * 10n ** 18n
const REPAID = 123_961_452_987_000_000_000_000n

export const lendingCases: StoryCaseTable = {
  kind: 'lending',
  abis: [
    { source: '@aave/core-v3/artifacts/contracts/interfaces/IPool.sol/IPool.json', abi: pool },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'a borrow of DAI from Aave V3, the debt token minted beside it',
      tx: {
        from: alice,
        to: aaveV3Pool,
        input: encodeFunctionData({ abi: pool, functionName: 'borrow', args: [TOKENS.dai, HUNDRED_DAI, 2n, 0, alice] }),
        logs: [
          transfer(variableDebtEthDai, zeroAddress, alice, HUNDRED_DAI),
          transfer(TOKENS.dai, aEthDai, alice, HUNDRED_DAI),
          emit(aaveV3Pool, pool, 'Borrow', {
            reserve: TOKENS.dai,
            user: alice,
            onBehalfOf: alice,
            amount: HUNDRED_DAI,
            interestRateMode: 2,
            borrowRate: 61_338_129_017_421_227_151_094_233n,
            referralCode: 0,
          }),
        ],
      },
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
  ],
}
