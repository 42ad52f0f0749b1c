import { encodeFunctionData, erc20Abi, erc721Abi } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

const { alice, bob } = PEOPLE
const COLLECTION = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d'

export const revokeCases: StoryCases = () => ({
  kind: 'approval-revoked',
  abis: [
    { source: 'viem erc721Abi', abi: erc721Abi },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'setApprovalForAll(operator, false)',
      tx: {
        from: alice,
        to: COLLECTION,
        input: encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [bob, false] }),
        logs: [emit(COLLECTION, erc721Abi, 'ApprovalForAll', { owner: alice, operator: bob, approved: false })],
      },
      line: 'Revoked 0x2a4c…8a10’s access to all NFTs of 0xbc4c…f13d',
    },
    {
      name: 'an ERC20 approval set back to zero',
      tx: {
        from: alice,
        to: TOKENS.dai,
        input: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [bob, 0n] }),
        logs: [emit(TOKENS.dai, erc20Abi, 'Approval', { owner: alice, spender: bob, value: 0n })],
      },
      line: 'Revoked 0x2a4c…8a10’s allowance to spend DAI',
    },
    {
      name: 'setApprovalForAll(operator, true), which grants',
      tx: {
        from: alice,
        to: COLLECTION,
        input: encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [bob, true] }),
        logs: [emit(COLLECTION, erc721Abi, 'ApprovalForAll', { owner: alice, operator: bob, approved: true })],
      },
      line: 'Allowed 0x2a4c…8a10 to move all NFTs of 0xbc4c…f13d',
    },
  ],
})
