import { encodeFunctionData, erc20Abi, erc721Abi, type Hex } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { PEOPLE } from './case-people'

const { alice } = PEOPLE

/** An ERC-721 collection the approval cases grant and revoke access to. */
export const COLLECTION = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d'

/** Alice's `setApprovalForAll(operator, approved)` on a collection, its `ApprovalForAll` naming `owner` (Alice unless given). */
export const approvalForAll = (collection: Hex, operator: Hex, approved: boolean, owner: Hex = alice) => ({
  from: alice,
  to: collection,
  input: encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [operator, approved] }),
  logs: [emit(collection, erc721Abi, 'ApprovalForAll', { owner, operator, approved })],
})

/** Alice's ERC-20 `approve(spender, value)` and the `Approval` it logs. */
export const erc20Approve = (token: Hex, spender: Hex, value: bigint) => ({
  from: alice,
  to: token,
  input: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, value] }),
  logs: [emit(token, erc20Abi, 'Approval', { owner: alice, spender, value })],
})
