import { encodeFunctionData, erc20Abi, parseAbi, parseUnits, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** Lido's wstETH `wrap`/`unwrap`, as @morpho-org/blue-sdk-viem publishes its ABI (`wstEthAbi`). */
const wrapperAbi = parseAbi(['function wrap(uint256 _stETHAmount) returns (uint256)', 'function unwrap(uint256 _wstETHAmount) returns (uint256)'])

const { alice, bob } = PEOPLE
/** A wrapper token of DAI that no list names, and another contract that mints a token of its own. */
const WRAPPER = PEOPLE.unlisted
const OTHER_TOKEN = '0x5e1f3a7c9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a'
const UNDERLYING = parseUnits('1000', 18)
const WRAPPED = parseUnits('812.5', 18)
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const call = (functionName: 'wrap' | 'unwrap', amount: bigint) => encodeFunctionData({ abi: wrapperAbi, functionName, args: [amount] })

export const wrapperCases: StoryCases = () => ({
  kind: 'wrapper',
  abis: [
    { source: '@morpho-org/blue-sdk-viem/lib/cjs/abis.js#wstEthAbi', abi: wrapperAbi },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'DAI wrapped: paid into the wrapper, which mints its own token to the sender',
      tx: {
        from: alice,
        to: WRAPPER,
        input: call('wrap', UNDERLYING),
        logs: [transfer(TOKENS.dai, alice, WRAPPER, UNDERLYING), transfer(WRAPPER, zeroAddress, alice, WRAPPED)],
      },
      line: 'Wrapped 1,000 DAI into 812,500,000,000,000,000,000 raw units of 0x7e57…c0de',
    },
    {
      name: 'a wrapper token unwrapped: burned from the sender, the wrapper paying the DAI out',
      tx: {
        from: alice,
        to: WRAPPER,
        input: call('unwrap', WRAPPED),
        logs: [transfer(WRAPPER, alice, zeroAddress, WRAPPED), transfer(TOKENS.dai, WRAPPER, alice, UNDERLYING)],
      },
      line: 'Unwrapped 812,500,000,000,000,000,000 raw units of 0x7e57…c0de into 1,000 DAI',
    },
    {
      name: 'an unwrap-named call whose tokens are handed over, not burned, and paid by someone else',
      tx: {
        from: alice,
        to: WRAPPER,
        input: call('unwrap', WRAPPED),
        logs: [transfer(WRAPPER, alice, bob, WRAPPED), transfer(TOKENS.dai, bob, alice, UNDERLYING)],
      },
      line: 'Called unwrap on 0x7e57…c0de (sent 812,500,000,000,000,000,000 raw units of 0x7e57…c0de, received 1,000 DAI)',
    },
    {
      name: 'a wrap-named call that pays out another contract’s token rather than minting its own',
      tx: {
        from: alice,
        to: WRAPPER,
        input: call('wrap', UNDERLYING),
        logs: [transfer(TOKENS.dai, alice, WRAPPER, UNDERLYING), transfer(OTHER_TOKEN, zeroAddress, alice, WRAPPED)],
      },
      line: 'Called wrap on 0x7e57…c0de (sent 1,000 DAI, received 812,500,000,000,000,000,000 raw units of 0x5e1f…8f0a)',
    },
    {
      name: 'a wrap whose amount is not what the sender paid',
      tx: {
        from: alice,
        to: WRAPPER,
        input: call('wrap', UNDERLYING * 2n),
        logs: [transfer(TOKENS.dai, alice, WRAPPER, UNDERLYING), transfer(WRAPPER, zeroAddress, alice, WRAPPED)],
      },
      line: 'Deposited 1,000 DAI, receiving 812,500,000,000,000,000,000 raw units of 0x7e57…c0de',
    },
  ],
})
