import { encodeFunctionData, erc20Abi, parseAbi, toHex } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** CoW Protocol's GPv2Settlement, as @cowprotocol/contracts publishes its Trade event. */
const settlement = parseAbi([
  'event Trade(address indexed owner, address sellToken, address buyToken, uint256 sellAmount, uint256 buyAmount, uint256 feeAmount, bytes orderUid)',
  'function settle(address[] tokens, uint256[] clearingPrices, bytes trades, bytes interactions)',
])
const { alice, bob, relayer } = PEOPLE
const SETTLEMENT = '0x9008d19f58aabd9ed0d60971565aa8510560ab41'
const ETH_MARKER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })

export const settlementCases: StoryCases = () => ({
  kind: 'settlement',
  abis: [
    { source: '@cowprotocol/contracts GPv2Settlement', abi: settlement },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'a batch settling two traders’ orders',
      tx: {
        from: relayer,
        to: SETTLEMENT,
        input: encodeFunctionData({
          abi: settlement,
          functionName: 'settle',
          args: [[TOKENS.weth, TOKENS.usdc], [1n, 2n], toHex('trades'), toHex('interactions')],
        }),
        logs: [
          transfer(TOKENS.weth, alice, SETTLEMENT, 24_311_042_505_395_616_962n),
          emit(SETTLEMENT, settlement, 'Trade', {
            owner: alice,
            sellToken: TOKENS.weth,
            buyToken: TOKENS.usdc,
            sellAmount: 24_311_042_505_395_616_962n,
            buyAmount: 40_690_637_506n,
            feeAmount: 6_520_909_526_790_516n,
            orderUid: toHex('alice order uid'),
          }),
          transfer(TOKENS.usdc, bob, SETTLEMENT, 3_000_000_000n),
          emit(SETTLEMENT, settlement, 'Trade', {
            owner: bob,
            sellToken: TOKENS.usdc,
            buyToken: ETH_MARKER,
            sellAmount: 3_000_000_000n,
            buyAmount: 1_000_000_000_000_000_000n,
            feeAmount: 0n,
            orderUid: toHex('bob order uid'),
          }),
          transfer(TOKENS.usdc, SETTLEMENT, alice, 40_690_637_506n),
        ],
        internal: [{ from: SETTLEMENT, to: bob, value: 1_000_000_000_000_000_000n }],
      },
      line: 'Trader 0x7f3a…1d9b swapped 24.304521595868826446 WETH for 40,690.637506 USDC (fee 0.006520909526790516 WETH); Trader 0x2a4c…8a10 swapped 3,000 USDC for 1 ETH',
    },
  ],
})
