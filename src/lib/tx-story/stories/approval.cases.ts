import { encodeFunctionData, erc1155Abi, erc20Abi, erc721Abi, maxUint256, parseAbi, zeroAddress, type Hex } from 'viem'
import { emit, storyHash, type EmittedLog } from '../../../../mocks/fixtures/story-encoding'
import { approvalForAll, COLLECTION, erc20Approve } from './case-approvals'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

const { alice, bob, carol, relayer, unlisted } = PEOPLE
const EDITIONS = '0x76be3b62873462d2142405439777e971754e8e77'
/** ERC-2612's permit, as OpenZeppelin's ERC20Permit declares it. */
const permitAbi = parseAbi(['function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)'])
/** OpenZeppelin's ERC20 (v4), as @aave/core-v3 ships it: `increaseAllowance` and `decreaseAllowance`. */
const allowanceAbi = parseAbi([
  'function increaseAllowance(address spender, uint256 addedValue) returns (bool)',
  'function decreaseAllowance(address spender, uint256 subtractedValue) returns (bool)',
])
/** Permit2's own allowances, as @uniswap/permit2-sdk publishes its ABI. */
const permit2Abi = parseAbi([
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
  'function lockdown((address token, address spender)[] approvals)',
  'event Approval(address indexed owner, address indexed token, address indexed spender, uint160 amount, uint48 expiration)',
  'event Lockdown(address indexed owner, address token, address spender)',
])
const PERMIT2 = '0x000000000022d473030f116ddee9f6b43ac78ba3'
const MAX_UINT160 = (1n << 160n) - 1n
/** 2026-12-31T00:00:00Z */
const NEW_YEAR = 1_798_675_200n
const HUNDRED_USDC = 100_000_000n
const DEADLINE = 1_798_761_600n

const TOKEN_ID = 8_817n
/**
 * Alice's ERC-721 `approve(spender, #8817)` on the collection, its `Approval` naming `owner` (Alice unless given),
 * then the logs `after` it.
 */
const nftApproval = (spender: Hex, { owner = alice, after = [] }: { owner?: Hex; after?: EmittedLog[] } = {}) => ({
  from: alice,
  to: COLLECTION,
  input: encodeFunctionData({ abi: erc721Abi, functionName: 'approve', args: [spender, TOKEN_ID] }),
  logs: [emit(COLLECTION, erc721Abi, 'Approval', { owner, spender, tokenId: TOKEN_ID }), ...after],
})
const permit = (owner: Hex, spender: Hex, value: bigint) =>
  encodeFunctionData({ abi: permitAbi, functionName: 'permit', args: [owner, spender, value, DEADLINE, 27, storyHash('permit r'), storyHash('permit s')] })

export const approvalCases: StoryCases = () => ({
  kind: 'approval',
  abis: [
    { source: 'viem erc721Abi', abi: erc721Abi },
    { source: 'viem erc1155Abi', abi: erc1155Abi },
    { source: 'viem erc20Abi', abi: erc20Abi },
    { source: '@openzeppelin/contracts/build/contracts/ERC20Permit.json', abi: permitAbi },
    { source: '@aave/core-v3/artifacts/contracts/dependencies/openzeppelin/contracts/ERC20.sol/ERC20.json', abi: allowanceAbi },
    { source: '@uniswap/permit2-sdk/dist/cjs/abis/Permit2.json', abi: permit2Abi },
  ],
  cases: [
    {
      name: 'setApprovalForAll(operator, true) on an ERC-721 collection',
      tx: approvalForAll(COLLECTION, bob, true),
      line: 'Allowed 0x2a4c…8a10 to move all NFTs of 0xbc4c…f13d',
      e2e: true,
    },
    {
      name: 'setApprovalForAll(operator, true) on an ERC-1155 contract',
      tx: {
        from: alice,
        to: EDITIONS,
        input: encodeFunctionData({ abi: erc1155Abi, functionName: 'setApprovalForAll', args: [bob, true] }),
        logs: [emit(EDITIONS, erc1155Abi, 'ApprovalForAll', { account: alice, operator: bob, approved: true })],
      },
      line: 'Allowed 0x2a4c…8a10 to move all NFTs of 0x76be…8e77',
    },
    {
      name: 'an ERC-721 approve(to, tokenId) by the NFT’s owner (the selector of ERC20’s approve)',
      tx: nftApproval(bob),
      line: 'Allowed 0x2a4c…8a10 to move NFT 0xbc4c…f13d #8817',
    },
    {
      name: 'an ERC-721 approve by an operator of the owner’s',
      tx: nftApproval(bob, { owner: carol }),
      line: 'Allowed 0x2a4c…8a10 to move NFT 0xbc4c…f13d #8817 of 0x4d3c…6d5c',
    },
    {
      name: 'an ERC-721 approval cleared (approve to the zero address)',
      tx: nftApproval(zeroAddress),
      line: 'Cleared the approval to move NFT 0xbc4c…f13d #8817',
    },
    {
      name: 'an ERC-2612 permit submitted by its own signer',
      tx: {
        from: alice,
        to: TOKENS.usdc,
        input: permit(alice, bob, HUNDRED_USDC),
        logs: [emit(TOKENS.usdc, erc20Abi, 'Approval', { owner: alice, spender: bob, value: HUNDRED_USDC })],
      },
      line: 'Approved 0x2a4c…8a10 to spend 100 USDC by a signed permit',
    },
    {
      name: 'an unlimited permit submitted by a relayer for the signer',
      tx: {
        from: relayer,
        to: TOKENS.usdc,
        input: permit(alice, bob, maxUint256),
        logs: [emit(TOKENS.usdc, erc20Abi, 'Approval', { owner: alice, spender: bob, value: maxUint256 })],
      },
      line: 'Submitted 0x7f3a…1d9b’s signed permit for 0x2a4c…8a10 to spend unlimited USDC',
    },
    {
      name: 'an allowance raised with increaseAllowance (the Approval names the new total)',
      tx: {
        from: alice,
        to: TOKENS.dai,
        input: encodeFunctionData({ abi: allowanceAbi, functionName: 'increaseAllowance', args: [bob, 500_000_000_000_000_000_000n] }),
        logs: [emit(TOKENS.dai, erc20Abi, 'Approval', { owner: alice, spender: bob, value: 1_500_000_000_000_000_000_000n })],
      },
      line: 'Raised 0x2a4c…8a10’s allowance to 1,500 DAI',
    },
    {
      name: 'an allowance lowered with decreaseAllowance',
      tx: {
        from: alice,
        to: TOKENS.dai,
        input: encodeFunctionData({ abi: allowanceAbi, functionName: 'decreaseAllowance', args: [bob, 500_000_000_000_000_000_000n] }),
        logs: [emit(TOKENS.dai, erc20Abi, 'Approval', { owner: alice, spender: bob, value: 1_000_000_000_000_000_000_000n })],
      },
      line: 'Lowered 0x2a4c…8a10’s allowance to 1,000 DAI',
    },
    {
      name: 'an allowance through Permit2, until a date',
      tx: {
        from: alice,
        to: PERMIT2,
        input: encodeFunctionData({ abi: permit2Abi, functionName: 'approve', args: [TOKENS.usdc, bob, HUNDRED_USDC, Number(NEW_YEAR)] }),
        logs: [emit(PERMIT2, permit2Abi, 'Approval', { owner: alice, token: TOKENS.usdc, spender: bob, amount: HUNDRED_USDC, expiration: Number(NEW_YEAR) })],
      },
      line: 'Allowed 0x2a4c…8a10 to spend 100 USDC through 0x0000…8ba3 until 2026-12-31',
    },
    {
      name: 'an unlimited allowance through Permit2',
      tx: {
        from: alice,
        to: PERMIT2,
        input: encodeFunctionData({ abi: permit2Abi, functionName: 'approve', args: [TOKENS.usdc, bob, MAX_UINT160, Number(NEW_YEAR)] }),
        logs: [emit(PERMIT2, permit2Abi, 'Approval', { owner: alice, token: TOKENS.usdc, spender: bob, amount: MAX_UINT160, expiration: Number(NEW_YEAR) })],
      },
      line: 'Allowed 0x2a4c…8a10 to spend unlimited USDC through 0x0000…8ba3 until 2026-12-31',
    },
    {
      name: 'a Permit2 allowance set back to zero',
      tx: {
        from: alice,
        to: PERMIT2,
        input: encodeFunctionData({ abi: permit2Abi, functionName: 'approve', args: [TOKENS.usdc, bob, 0n, 0] }),
        logs: [emit(PERMIT2, permit2Abi, 'Approval', { owner: alice, token: TOKENS.usdc, spender: bob, amount: 0n, expiration: 0 })],
      },
      line: 'Revoked 0x2a4c…8a10’s allowance to spend USDC through 0x0000…8ba3',
    },
    {
      name: 'a Permit2 lockdown of two allowances',
      tx: {
        from: alice,
        to: PERMIT2,
        input: encodeFunctionData({
          abi: permit2Abi,
          functionName: 'lockdown',
          args: [
            [
              { token: TOKENS.usdc, spender: bob },
              { token: TOKENS.dai, spender: carol },
            ],
          ],
        }),
        logs: [
          emit(PERMIT2, permit2Abi, 'Lockdown', { owner: alice, token: TOKENS.usdc, spender: bob }),
          emit(PERMIT2, permit2Abi, 'Lockdown', { owner: alice, token: TOKENS.dai, spender: carol }),
        ],
      },
      line: 'Revoked 2 allowances through 0x0000…8ba3',
    },
    {
      name: 'a Permit2 lockdown of one allowance',
      tx: {
        from: alice,
        to: PERMIT2,
        input: encodeFunctionData({ abi: permit2Abi, functionName: 'lockdown', args: [[{ token: TOKENS.usdc, spender: bob }]] }),
        logs: [emit(PERMIT2, permit2Abi, 'Lockdown', { owner: alice, token: TOKENS.usdc, spender: bob })],
      },
      line: 'Revoked 0x2a4c…8a10’s allowance to spend USDC through 0x0000…8ba3',
    },
    {
      name: 'a look-alike: a Lockdown logged for another owner than the sender',
      tx: {
        from: alice,
        to: PERMIT2,
        input: encodeFunctionData({ abi: permit2Abi, functionName: 'lockdown', args: [[{ token: TOKENS.usdc, spender: bob }]] }),
        logs: [emit(PERMIT2, permit2Abi, 'Lockdown', { owner: carol, token: TOKENS.usdc, spender: bob })],
      },
      line: 'Called lockdown on 0x0000…8ba3',
    },
    {
      name: 'a look-alike: a Permit2 Approval for another amount than the call’s',
      tx: {
        from: alice,
        to: PERMIT2,
        input: encodeFunctionData({ abi: permit2Abi, functionName: 'approve', args: [TOKENS.usdc, bob, HUNDRED_USDC, Number(NEW_YEAR)] }),
        logs: [emit(PERMIT2, permit2Abi, 'Approval', { owner: alice, token: TOKENS.usdc, spender: bob, amount: MAX_UINT160, expiration: Number(NEW_YEAR) })],
      },
      line: 'Called approve on 0x0000…8ba3',
    },
    {
      name: 'an ERC20 approve on a token no list names, which the flows tell from its calldata',
      tx: erc20Approve(unlisted, bob, 5_000n),
      line: 'Approved 0x2a4c…8a10 to spend 5,000 raw units of 0x7e57…c0de',
    },
    {
      name: 'a look-alike: ApprovalForAll granted for an owner other than the sender',
      tx: approvalForAll(COLLECTION, bob, true, carol),
      line: 'Called setApprovalForAll on 0xbc4c…f13d',
    },
    {
      name: 'a look-alike: a permit whose Approval names another spender than the signature',
      tx: {
        from: relayer,
        to: TOKENS.usdc,
        input: permit(alice, bob, HUNDRED_USDC),
        logs: [emit(TOKENS.usdc, erc20Abi, 'Approval', { owner: alice, spender: carol, value: HUNDRED_USDC })],
      },
      line: 'Called permit on 0xa0b8…eb48',
    },
    {
      name: 'a look-alike: an NFT approval beside a transfer of the NFT',
      tx: nftApproval(bob, { after: [emit(COLLECTION, erc721Abi, 'Transfer', { from: alice, to: bob, tokenId: TOKEN_ID })] }),
      line: 'Sent NFT 0xbc4c…f13d #8817 to 0x2a4c…8a10',
    },
  ],
})
