import { encodeFunctionData, erc20Abi, parseAbi, toFunctionSelector } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

const { alice, bob, carol, dave, relayer } = PEOPLE
/** Look-alikes of Bob's and Carol's addresses: the same first and last characters, as a wallet shortens them. */
const BOB_LOOKALIKE = '0x2a4c0000000000000000000000000000000f8a10'
const CAROL_LOOKALIKE = '0x4d3c000000000000000000000000000000006d5c'
const FAKE_USDT = '0xfa4efa4efa4efa4efa4efa4efa4efa4efa4efa4e'
const FAKE_USDC = '0xfa4cfa4cfa4cfa4cfa4cfa4cfa4cfa4cfa4cfa4c'
const spammer = parseAbi(['function poison(address[] targets, address[] lookalikes)'])
/** A bridge's receiver, as a relayer calls it: tokens delivered to their owners, and the receiver's own record of it. */
const receiver = parseAbi(['function deliver(bytes message)', 'event Delivered(bytes32 indexed messageId, uint256 transfers)'])

export const spamCases: StoryCases = () => ({
  kind: 'spam',
  abis: [{ source: 'viem erc20Abi', abi: erc20Abi }],
  cases: [
    {
      name: 'zero-value transferFroms of someone else’s USDC to look-alike addresses',
      tx: {
        from: relayer,
        to: PEOPLE.unlisted,
        input: encodeFunctionData({
          abi: spammer,
          functionName: 'poison',
          args: [
            [alice, dave],
            [BOB_LOOKALIKE, CAROL_LOOKALIKE],
          ],
        }),
        logs: [
          emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: alice, to: BOB_LOOKALIKE, value: 0n }),
          emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: dave, to: CAROL_LOOKALIKE, value: 0n }),
        ],
      },
      line: 'Address-poisoning spam: 2 zero-value transfers between addresses not its own',
      e2e: true,
    },
    {
      name: 'fake USDT and USDC “sent” between look-alikes by tokens no list names',
      tx: {
        from: relayer,
        to: PEOPLE.unlisted,
        input: encodeFunctionData({
          abi: spammer,
          functionName: 'poison',
          args: [
            [bob, carol],
            [BOB_LOOKALIKE, CAROL_LOOKALIKE],
          ],
        }),
        logs: [
          emit(FAKE_USDT, erc20Abi, 'Transfer', { from: BOB_LOOKALIKE, to: bob, value: 44_794_000_506n }),
          emit(FAKE_USDC, erc20Abi, 'Transfer', { from: CAROL_LOOKALIKE, to: carol, value: 2_125_077_480n }),
          emit(FAKE_USDC, erc20Abi, 'Transfer', { from: CAROL_LOOKALIKE, to: alice, value: 9_000_000n }),
        ],
      },
      line: 'Address-poisoning spam: 3 fake-token transfers between addresses not its own',
    },
    {
      name: 'one real USDC transfer a contract made for others, which is not spam',
      tx: {
        from: relayer,
        to: PEOPLE.unlisted,
        input: encodeFunctionData({ abi: spammer, functionName: 'poison', args: [[alice], [bob]] }),
        logs: [emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: alice, to: bob, value: 5_000_000n })],
      },
      line: `Called ${toFunctionSelector(spammer[0])} on 0x7e57…c0de`,
    },
    {
      name: 'a bridge delivering tokens no list names to their owners, with its own record of the delivery: no spam',
      tx: {
        from: relayer,
        to: PEOPLE.unlisted,
        input: encodeFunctionData({ abi: receiver, functionName: 'deliver', args: ['0x00'] }),
        logs: [
          emit(FAKE_USDT, erc20Abi, 'Transfer', { from: dave, to: bob, value: 4_662_160_703n }),
          emit(FAKE_USDC, erc20Abi, 'Transfer', { from: dave, to: carol, value: 560_714_771n }),
          emit(PEOPLE.unlisted, receiver, 'Delivered', { messageId: `0x${'ab'.repeat(32)}`, transfers: 2n }),
        ],
      },
      line: `Called ${toFunctionSelector(receiver[0])} on 0x7e57…c0de`,
    },
  ],
})
