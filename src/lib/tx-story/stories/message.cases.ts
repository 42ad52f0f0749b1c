import { erc20Abi, stringToHex, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE } from './case-people'

const { alice, bob, unlisted } = PEOPLE
const LONG = `gm ${'the quick brown fox jumps over the lazy dog '.repeat(6)}`

export const messageCases: StoryCases = () => ({
  kind: 'message',
  abis: [{ source: 'viem erc20Abi', abi: erc20Abi }],
  cases: [
    {
      name: 'a message in the input of a plain transfer',
      tx: { from: alice, to: bob, input: stringToHex('Please return the 2 ETH you sent by mistake: https://example.org/refund') },
      line: 'Message: Please return the 2 ETH you sent by mistake: https://example.org/refund',
      e2e: true,
    },
    {
      name: 'a message longer than the line shows',
      tx: { from: alice, to: bob, input: stringToHex(LONG) },
      line: `Message: ${LONG.trim().slice(0, 160)}…`,
    },
    {
      name: 'a message with markup, which stays text',
      tx: { from: alice, to: bob, input: stringToHex('<img src=x onerror=alert(1)> hello') },
      line: 'Message: <img src=x onerror=alert(1)> hello',
    },
    {
      name: 'a call with no arguments whose four bytes happen to read as text, answered by the contract’s own token',
      tx: {
        from: alice,
        to: unlisted,
        value: 10n ** 16n,
        input: stringToHex('ρFK'),
        logs: [emit(unlisted, erc20Abi, 'Transfer', { from: zeroAddress, to: alice, value: 10n ** 16n })],
      },
      line: 'Deposited 0.01 ETH, receiving 10,000,000,000,000,000 raw units of 0x7e57…c0de',
    },
    {
      name: 'text sent to a contract that answers it with a transfer of its own token: a call, not a message',
      tx: {
        from: alice,
        to: unlisted,
        input: stringToHex('mint please, thank you'),
        logs: [emit(unlisted, erc20Abi, 'Transfer', { from: zeroAddress, to: alice, value: 5n })],
      },
      line: 'Called 0x6d696e74 on 0x7e57…c0de (received 5 raw units of 0x7e57…c0de)',
    },
  ],
})
