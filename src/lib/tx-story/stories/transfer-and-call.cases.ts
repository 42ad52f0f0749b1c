import { encodeFunctionData, erc20Abi, parseAbi } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE } from './case-people'

const { alice, bob, unlisted } = PEOPLE
/** Chainlink's LINK, an ERC-677 token: its `transferAndCall` calls the recipient's `onTokenTransfer`. */
const LINK = '0x514910771af9ca656af840dff83e8264ecf986ca'
/** ERC-1363's `transferAndCall`, as OpenZeppelin's ERC1363 declares it. */
const erc1363 = parseAbi(['function transferAndCall(address to, uint256 value, bytes data) returns (bool)'])
const TWO_LINK = 2_000_000_000_000_000_000n
/** An ERC-1363 token no published list names: its `transferAndCall` calls the recipient's `onTransferReceived`. */
const PAYABLE_TOKEN = '0x1363a11ce0de1363a11ce0de1363a11ce0de1363'
const RECEIPT = '0x0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e'

const transferAndCall = (to: `0x${string}`, value: bigint) =>
  encodeFunctionData({ abi: erc1363, functionName: 'transferAndCall', args: [to, value, '0x00000000000000000000000000000000000000000000000000000000000004d2'] })
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })

export const transferAndCallCases: StoryCases = () => ({
  kind: 'transfer-and-call',
  abis: [
    { source: '@openzeppelin/contracts/build/contracts/ERC1363.json', abi: erc1363 },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'LINK sent to a contract with transferAndCall, which the token then called',
      tx: {
        from: alice,
        to: LINK,
        input: transferAndCall(unlisted, TWO_LINK),
        logs: [transfer(LINK, alice, unlisted, TWO_LINK)],
        internal: [{ from: LINK, to: unlisted, value: 0n }],
      },
      line: 'Sent 2,000,000,000,000,000,000 raw units of 0x5149…86ca to 0x7e57…c0de and called it with the transfer (transferAndCall)',
    },
    {
      name: 'an ERC-1363 token sent to a contract with transferAndCall, which the token then called',
      tx: {
        from: alice,
        to: PAYABLE_TOKEN,
        input: transferAndCall(unlisted, 1_250n),
        logs: [transfer(PAYABLE_TOKEN, alice, unlisted, 1_250n)],
        internal: [{ from: PAYABLE_TOKEN, to: unlisted, value: 0n }],
      },
      line: 'Sent 1,250 raw units of 0x1363…1363 to 0x7e57…c0de and called it with the transfer (transferAndCall)',
      e2e: true,
    },
    {
      name: 'a look-alike: transferAndCall to an account the token did not call (an ERC-677 token to an address with no code)',
      tx: {
        from: alice,
        to: LINK,
        input: transferAndCall(bob, TWO_LINK),
        logs: [transfer(LINK, alice, bob, TWO_LINK)],
      },
      line: 'Sent 2,000,000,000,000,000,000 raw units of 0x5149…86ca to 0x2a4c…8a10',
    },
    {
      name: 'a look-alike: the called recipient sent a token back',
      tx: {
        from: alice,
        to: LINK,
        input: transferAndCall(unlisted, TWO_LINK),
        logs: [transfer(LINK, alice, unlisted, TWO_LINK), transfer(RECEIPT, unlisted, alice, 7n)],
        internal: [{ from: LINK, to: unlisted, value: 0n }],
      },
      line: 'Called transferAndCall on 0x5149…86ca (sent 2,000,000,000,000,000,000 raw units of 0x5149…86ca, received 7 raw units of 0x0e0e…0e0e)',
    },
  ],
})
