import type { StoryCases } from './case-fixture'
import { PEOPLE } from './case-people'

const { alice, bob } = PEOPLE

export const selfTransactionCases: StoryCases = () => ({
  kind: 'self-cancel',
  abis: [],
  cases: [
    {
      name: 'a transaction to oneself with no value and no input',
      tx: { from: alice, to: alice, gasUsed: 21_000n },
      line: 'Sent nothing to itself: a cancel or replacement of a pending transaction',
    },
    {
      name: 'a look-alike: a transaction to oneself with no input that used more gas than a plain transfer (an EIP-7702 authorization)',
      tx: { from: alice, to: alice, gasUsed: 46_000n },
      line: 'Sent nothing to itself, using 46,000 gas (a plain transfer uses 21,000)',
    },
    { name: 'a transaction to someone else with no value', tx: { from: alice, to: bob, gasUsed: 21_000n }, line: 'Called 0x2a4c…8a10' },
  ],
})
