import { encodeFunctionData, erc20Abi, erc721Abi, parseEther, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE } from './case-people'

/** Lido's withdrawal queue, whose requests are ERC-721 tokens (unstETH), from the verified-sources table. */
const queue = verifiedAbi('Lido WithdrawalQueueERC721')
const { alice, bob, unlisted } = PEOPLE
const QUEUE = '0x889edc2edab5f40e902b864ad4d7ade8e412f9b1'
const STETH = '0xae7ab96520de3a18e5e111b5eaab095312d7fe84'
const REQUESTED = parseEther('12.5')
const SHARES = parseEther('10.61')
const CLAIMED = parseEther('12.499999999999999998')
const REQUEST_ID = 51_207n

const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const nft = (from: string, to: string, tokenId: bigint, at = QUEUE) => emit(at, erc721Abi, 'Transfer', { from, to, tokenId })
const requested = (requestId: bigint, requestor: string, owner: string, amountOfStETH: bigint, at = QUEUE) =>
  emit(at, queue, 'WithdrawalRequested', { requestId, requestor, owner, amountOfStETH, amountOfShares: SHARES })
const claimed = (requestId: bigint, owner: string, receiver: string, amountOfETH: bigint) =>
  emit(QUEUE, queue, 'WithdrawalClaimed', { requestId, owner, receiver, amountOfETH })
const request = (amounts: bigint[], owner: string) => encodeFunctionData({ abi: queue, functionName: 'requestWithdrawals', args: [amounts, owner] })
const claim = (requestId: bigint) => encodeFunctionData({ abi: queue, functionName: 'claimWithdrawal', args: [requestId] })
/** Alice's one request of stETH, its token minted to `owner` and the stETH paid to `paidTo`. */
const requestTx = ({ owner = alice as string, paidTo = QUEUE } = {}) => ({
  from: alice,
  to: QUEUE,
  input: request([REQUESTED], owner),
  logs: [transfer(STETH, alice, paidTo, REQUESTED), nft(zeroAddress, owner, REQUEST_ID), requested(REQUEST_ID, alice, owner, REQUESTED)],
})
/** Alice's claim of her request, its ETH shown paid by the internal calls where `paid`. */
const claimTx = (paid: boolean) => ({
  from: alice,
  to: QUEUE,
  input: claim(REQUEST_ID),
  logs: [nft(alice, zeroAddress, REQUEST_ID), claimed(REQUEST_ID, alice, alice, CLAIMED)],
  internal: paid ? [{ from: QUEUE, to: alice, value: CLAIMED }] : [],
})

export const withdrawalQueueCases: StoryCases = () => ({
  kind: 'withdrawal-queue',
  abis: [
    { source: 'verified: Lido WithdrawalQueueERC721', abi: queue },
    { source: 'viem erc20Abi', abi: erc20Abi },
    { source: 'viem erc721Abi', abi: erc721Abi },
  ],
  cases: [
    {
      name: 'stETH put in Lido’s withdrawal queue, its request a token minted to the sender',
      tx: requestTx(),
      line: 'Requested a withdrawal of 12,500,000,000,000,000,000 raw units of 0xae7a…fe84 from 0x889e…f9b1 (request #51207)',
    },
    {
      name: 'a stake split into two requests, both for the sender',
      tx: {
        from: alice,
        to: QUEUE,
        input: request([REQUESTED, REQUESTED], alice),
        logs: [
          transfer(STETH, alice, QUEUE, REQUESTED * 2n),
          nft(zeroAddress, alice, REQUEST_ID),
          requested(REQUEST_ID, alice, alice, REQUESTED),
          nft(zeroAddress, alice, REQUEST_ID + 1n),
          requested(REQUEST_ID + 1n, alice, alice, REQUESTED),
        ],
      },
      line: 'Requested a withdrawal of 25,000,000,000,000,000,000 raw units of 0xae7a…fe84 from 0x889e…f9b1 (2 requests)',
    },
    {
      name: 'a finalized request claimed: the request token burned, its ETH paid to the sender',
      tx: claimTx(true),
      line: 'Claimed 12.499999999999999998 ETH from withdrawal request #51207 on 0x889e…f9b1',
    },
    {
      name: 'a look-alike: a request whose token goes to another owner than the sender',
      tx: requestTx({ owner: bob }),
      line: 'Sent 12,500,000,000,000,000,000 raw units of 0xae7a…fe84 to 0x889e…f9b1',
    },
    {
      name: 'a look-alike: the stETH paid to another contract than the queue that logged the request',
      tx: requestTx({ paidTo: unlisted }),
      line: 'Called requestWithdrawals on 0x889e…f9b1 (sent 12,500,000,000,000,000,000 raw units of 0xae7a…fe84, received NFT 0x889e…f9b1 #51207)',
    },
    {
      name: 'a look-alike: a claim whose ETH the internal calls do not show',
      tx: claimTx(false),
      line: 'Called claimWithdrawal on 0x889e…f9b1 (sent NFT 0x889e…f9b1 #51207)',
    },
  ],
})
