import { encodeFunctionData, erc20Abi } from 'viem'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

const { alice, bob } = PEOPLE
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 5_000_000n] })

export const outOfGasCases: StoryCases = () => ({
  kind: 'out-of-gas',
  abis: [{ source: 'viem erc20Abi', abi: erc20Abi }],
  cases: [
    {
      name: 'a call that used every unit of gas it was given',
      tx: { from: alice, to: TOKENS.usdc, input: transfer, status: '0', gasUsed: 30_000n, gas: 30_000n },
      line: 'Failed: ran out of gas',
    },
    {
      name: 'a call whose trace says an inner call ran out of gas',
      tx: {
        from: alice,
        to: PEOPLE.unlisted,
        input: transfer,
        status: '0',
        gasUsed: 262_244n,
        gas: 262_306n,
        internal: [{ from: PEOPLE.unlisted, to: TOKENS.usdc, value: 0n, error: 'out of gas' }],
      },
      line: 'Failed: ran out of gas',
    },
    {
      name: 'a revert that left gas unused',
      tx: { from: alice, to: TOKENS.usdc, input: transfer, status: '0', gasUsed: 29_000n, gas: 60_000n },
      line: 'Failed: transfer on 0xa0b8…eb48',
    },
  ],
})
