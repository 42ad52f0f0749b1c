import { stringToHex } from 'viem'
import type { StoryCaseTable } from './case-fixture'
import { PEOPLE } from './case-people'

const { alice, bob } = PEOPLE
const LONG = `gm ${'the quick brown fox jumps over the lazy dog '.repeat(6)}`

export const messageCases: StoryCaseTable = {
  kind: 'message',
  abis: [],
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
  ],
}
