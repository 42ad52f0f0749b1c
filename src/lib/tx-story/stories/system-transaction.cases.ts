import { erc20Abi, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

const { alice, bob } = PEOPLE
const DELIVERED = 892_014_616_138n

export const systemTransactionCases: StoryCases = () => ({
  kind: 'system',
  abis: [{ source: 'viem erc20Abi', abi: erc20Abi }],
  cases: [
    {
      name: 'a state sync from the zero address minting a deposit to its receiver',
      tx: { from: zeroAddress, to: zeroAddress, logs: [emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: zeroAddress, to: alice, value: DELIVERED })] },
      line: 'System transaction, signed by no account: 0x7f3a…1d9b received 892,014.616138 USDC',
    },
    {
      name: 'a state sync delivering to two receivers',
      tx: {
        from: zeroAddress,
        to: zeroAddress,
        logs: [
          emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: zeroAddress, to: alice, value: DELIVERED }),
          emit(TOKENS.dai, erc20Abi, 'Transfer', { from: zeroAddress, to: bob, value: 10n ** 18n }),
        ],
      },
      line: 'System transaction, signed by no account: 0x7f3a…1d9b received 892,014.616138 USDC (and 1 more address)',
    },
    {
      name: 'a system transaction that moved nothing, never a cancel of one’s own',
      tx: { from: zeroAddress, to: zeroAddress },
      line: 'System transaction, signed by no account',
    },
  ],
})
