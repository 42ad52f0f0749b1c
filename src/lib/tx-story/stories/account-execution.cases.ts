import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, type Hex } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { CaseTx, StoryCases } from './case-fixture'
import { FORWARDED_ABIS, FORWARDED_CASES } from './case-forwarded'
import { PEOPLE, TOKENS } from './case-people'

/** eth-infinitism's Simple7702Account, as @account-abstraction/contracts publishes it: the calls an account runs. */
const account7702 = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch(Call[] calls)',
])
/** A V2 pair's swap, as @uniswap/v2-core publishes it. */
const pair = parseAbi(['event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)'])

const { alice, bob, carol, relayer } = PEOPLE
/** A USDC/WETH pair no list names. */
const PAIR = '0x9a129a129a129a129a129a129a129a129a129a12'
const SENT = 5_000_000n
const FEE = 10_000n
const SWAPPED_USDC = 3_000_000_000n
const SWAPPED_WETH = 1_000_000_000_000_000_000n

/** One call of a batch, as the account's `executeBatch` takes it. */
interface BatchCall {
  target: Hex
  value: bigint
  data: Hex
}
const transfer = (to: Hex, value: bigint): BatchCall => ({
  target: TOKENS.usdc,
  value: 0n,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, value] }),
})
const approve = (spender: Hex, value: bigint, target: Hex = TOKENS.usdc): BatchCall => ({
  target,
  value: 0n,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, value] }),
})
const batch = (...calls: BatchCall[]) => encodeFunctionData({ abi: account7702, functionName: 'executeBatch', args: [calls] })
const usdcMoved = (from: string, to: string, value: bigint) => emit(TOKENS.usdc, erc20Abi, 'Transfer', { from, to, value })

/** Alice's own batch approving bob to spend her USDC, the token logging `owner`'s Approval; and carol to spend DAI, when asked. */
const ownBatchApproving = (owner: string, alsoDai?: bigint): CaseTx => ({
  from: alice,
  to: alice,
  input: alsoDai === undefined ? batch(approve(bob, SENT)) : batch(approve(bob, SENT), approve(carol, alsoDai, TOKENS.dai)),
  logs: [
    emit(TOKENS.usdc, erc20Abi, 'Approval', { owner, spender: bob, value: SENT }),
    ...(alsoDai === undefined ? [] : [emit(TOKENS.dai, erc20Abi, 'Approval', { owner, spender: carol, value: alsoDai })]),
  ],
})

export const accountExecutionCases: StoryCases = () => ({
  kind: 'account-execution',
  abis: [
    { source: '@account-abstraction/contracts/artifacts/Simple7702Account.json', abi: account7702 },
    { source: '@uniswap/v2-core/build/IUniswapV2Pair.json', abi: pair },
    { source: 'viem erc20Abi', abi: erc20Abi },
    ...FORWARDED_ABIS,
  ],
  cases: [
    {
      name: 'an EIP-7702 account’s transfer, submitted by a sponsor',
      tx: { from: relayer, to: alice, input: batch(transfer(bob, SENT)), logs: [usdcMoved(alice, bob, SENT)] },
      line: 'Account 0x7f3a…1d9b sent 5 USDC to 0x2a4c…8a10',
      e2e: true,
    },
    {
      name: 'an EIP-7702 account’s transfer that paid its sponsor a fee',
      tx: {
        from: relayer,
        to: alice,
        input: batch(transfer(bob, SENT), transfer(relayer, FEE)),
        logs: [usdcMoved(alice, bob, SENT), usdcMoved(alice, relayer, FEE)],
      },
      line: 'Account 0x7f3a…1d9b sent 5.01 USDC to 2 addresses',
    },
    {
      name: 'an account’s swap through a pair, run by its own `execute`',
      tx: {
        from: carol,
        to: alice,
        input: encodeFunctionData({ abi: account7702, functionName: 'execute', args: [TOKENS.usdc, 0n, '0x'] }),
        logs: [
          usdcMoved(alice, PAIR, SWAPPED_USDC),
          emit(TOKENS.weth, erc20Abi, 'Transfer', { from: PAIR, to: alice, value: SWAPPED_WETH }),
          emit(PAIR, pair, 'Swap', { sender: alice, amount0In: SWAPPED_USDC, amount1In: 0n, amount0Out: 0n, amount1Out: SWAPPED_WETH, to: alice }),
        ],
      },
      line: 'Account 0x7f3a…1d9b swapped 3,000 USDC for 1 WETH',
    },
    {
      name: 'an EIP-7702 account’s own batch approving a spender',
      tx: ownBatchApproving(alice),
      line: 'Approved 0x2a4c…8a10 to spend 5 USDC',
    },
    {
      name: 'an EIP-7702 account’s own batch approving two spenders of two tokens',
      tx: ownBatchApproving(alice, maxUint256),
      line: 'Approved 0x2a4c…8a10 to spend 5 USDC, and 0x4d3c…6d5c to spend unlimited DAI',
    },
    {
      name: 'a look-alike: an account’s own batch whose one Approval is another owner’s',
      tx: ownBatchApproving(carol),
      line: 'Called executeBatch on 0x7f3a…1d9b',
    },
    {
      name: 'a look-alike: a sponsor that paid the account’s recipient itself',
      tx: {
        from: relayer,
        to: alice,
        input: batch(transfer(bob, SENT)),
        logs: [usdcMoved(alice, bob, SENT), usdcMoved(relayer, bob, FEE)],
      },
      line: 'Sent 0.01 USDC to 0x2a4c…8a10',
    },
    {
      name: 'a look-alike: an execution that moved nothing',
      tx: { from: relayer, to: alice, input: batch(), logs: [] },
      line: 'Called executeBatch on 0x7f3a…1d9b',
    },
    ...FORWARDED_CASES,
  ],
})
