import { erc20Abi, parseEther } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCaseTable } from './case-fixture'
import { CONTRACTS, PEOPLE, TOKENS } from './case-people'

const { alice, bob } = PEOPLE

export const bridgeCases: StoryCaseTable = {
  kind: 'bridge',
  abis: [{ source: 'viem erc20Abi', abi: erc20Abi }],
  cases: [
    {
      name: 'ETH sent to Base’s OptimismPortal',
      tx: { from: alice, to: CONTRACTS.basePortal, value: parseEther('0.1'), gasUsed: 73_000n },
      line: 'Bridged 0.1 ETH to Base',
      e2e: true,
    },
    {
      name: 'ETH sent to OP Mainnet’s standard bridge',
      tx: { from: alice, to: CONTRACTS.opStandardBridge, value: parseEther('0.2'), gasUsed: 81_000n },
      line: 'Bridged 0.2 ETH to OP Mainnet',
    },
    {
      name: 'ETH deposited into Arbitrum One’s inbox',
      tx: { from: bob, to: CONTRACTS.arbitrumInbox, value: 8_374_552_015_335_015n, gasUsed: 96_000n },
      line: 'Bridged 0.008374552015335015 ETH to Arbitrum One',
    },
    {
      name: 'USDC moved into a bridge escrow no published list names',
      tx: {
        from: alice,
        to: TOKENS.usdc,
        logs: [emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: alice, to: PEOPLE.unlisted, value: 422_866_751n })],
      },
      line: 'Sent 422.866751 USDC to 0x7e57…c0de',
    },
  ],
}
