import { erc20Abi, erc721Abi } from 'viem'
import { approvalForAll, COLLECTION, erc20Approve } from './case-approvals'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

const { bob } = PEOPLE

export const revokeCases: StoryCases = () => ({
  kind: 'approval-revoked',
  abis: [
    { source: 'viem erc721Abi', abi: erc721Abi },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'setApprovalForAll(operator, false)',
      tx: approvalForAll(COLLECTION, bob, false),
      line: 'Revoked 0x2a4c…8a10’s access to all NFTs of 0xbc4c…f13d',
    },
    {
      name: 'an ERC20 approval set back to zero',
      tx: erc20Approve(TOKENS.dai, bob, 0n),
      line: 'Revoked 0x2a4c…8a10’s allowance to spend DAI',
    },
    {
      name: 'setApprovalForAll(operator, true), which grants',
      tx: approvalForAll(COLLECTION, bob, true),
      line: 'Allowed 0x2a4c…8a10 to move all NFTs of 0xbc4c…f13d',
    },
  ],
})
