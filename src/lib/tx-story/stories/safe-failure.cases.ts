import { encodeFunctionData, erc20Abi, parseAbi, toHex, zeroAddress, type Hex } from 'viem'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** Safe 1.3.0, as @safe-global/safe-deployments publishes it. */
const safe = parseAbi([
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures) payable returns (bool success)',
  'event ExecutionFailure(bytes32 txHash, uint256 payment)',
  'event ExecutionSuccess(bytes32 txHash, uint256 payment)',
])

const { alice, bob, relayer } = PEOPLE
const SAFE = PEOPLE.safe
const signatures = toHex('two owners’ 65-byte signatures stand here, as the Safe app collects them')
const payUsdt = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 25_000_000_000n] })
const exec = (to: Hex, data: Hex, gasPrice = 0n) =>
  encodeFunctionData({ abi: safe, functionName: 'execTransaction', args: [to, 0n, data, 0, 60_000n, 0n, gasPrice, zeroAddress, zeroAddress, signatures] })
const failure = (payment: bigint) => emit(SAFE, safe, 'ExecutionFailure', { txHash: storyHash('failed safe tx'), payment })

export const safeFailureCases: StoryCases = () => ({
  kind: 'safe-failure',
  abis: [
    { source: '@safe-global/safe-deployments/dist/assets/v1.3.0/gnosis_safe.json', abi: safe },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'a Safe transaction whose USDT transfer reverted inside it',
      tx: { from: alice, to: SAFE, input: exec(TOKENS.usdt, payUsdt), logs: [failure(0n)] },
      line: 'Safe 0x5afe…5afe’s transaction failed (its inner call reverted); nothing moved',
      e2e: true,
    },
    {
      name: 'a Safe transaction that failed inside but refunded its relayer in ETH',
      tx: {
        from: relayer,
        to: SAFE,
        input: exec(TOKENS.usdt, payUsdt, 20_000_000_000n),
        logs: [failure(1_800_000_000_000_000n)],
        internal: [{ from: SAFE, to: relayer, value: 1_800_000_000_000_000n }],
      },
      line: 'Safe 0x5afe…5afe’s transaction failed (its inner call reverted)',
    },
    {
      name: 'a call to a contract that emits a Safe-shaped failure but is not the Safe called',
      tx: {
        from: alice,
        to: bob,
        input: exec(TOKENS.usdt, payUsdt),
        logs: [emit(PEOPLE.unlisted, safe, 'ExecutionFailure', { txHash: storyHash('other'), payment: 0n })],
      },
      line: 'Called execTransaction on 0x2a4c…8a10',
    },
  ],
})
