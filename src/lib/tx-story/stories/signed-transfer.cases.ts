import { encodeFunctionData, erc20Abi, erc721Abi, parseAbi, type Hex } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { CaseTx, StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** ERC-3009's transfers by signed authorization, as @openzeppelin/contracts' IERC3009 declares them (USDC's and EURC's shape). */
const erc3009 = parseAbi([
  'function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s)',
  'function receiveWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s)',
  'event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce)',
])

const { alice, bob, carol, relayer, unlisted } = PEOPLE
/** USDC on Base, as Base's published token list names it. */
const BASE_USDC = '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'
const NONCE: Hex = '0x3c1f0e4b7a9d2c5e8f1a4b7c0d3e6f9a2b5c8d1e4f7a0b3c6d9e2f5a8b1c4d7e'
const SIGNATURE_WORD: Hex = '0x5e1f5e1f5e1f5e1f5e1f5e1f5e1f5e1f5e1f5e1f5e1f5e1f5e1f5e1f5e1f5e1f'
const PAID = 5_250_000n
const FEE = 20_000n

type AuthorizedCall = 'transferWithAuthorization' | 'receiveWithAuthorization'
const authorized = (functionName: AuthorizedCall, payer: Hex, payee: Hex, value: bigint) =>
  encodeFunctionData({ abi: erc3009, functionName, args: [payer, payee, value, 0n, 1_733_000_000n, NONCE, 27, SIGNATURE_WORD, SIGNATURE_WORD] })
const used = (authorizer: string, token: string = TOKENS.usdc) => emit(token, erc3009, 'AuthorizationUsed', { authorizer, nonce: NONCE })
const sent = (from: string, to: string, value: bigint, token: string = TOKENS.usdc) => emit(token, erc20Abi, 'Transfer', { from, to, value })

/** The sender submits `payer`'s signed transfer of `value` to `payee`, straight to the token. */
const submitted = (sender: Hex, payer: Hex, payee: Hex, value: bigint, functionName: AuthorizedCall = 'transferWithAuthorization'): CaseTx => ({
  from: sender,
  to: TOKENS.usdc,
  input: authorized(functionName, payer, payee, value),
  logs: [used(payer), sent(payer, payee, value)],
})

/** A collection no list names, whose NFT an approved operator moves. */
const COLLECTION = '0x60e4d786628fea6478f785a6d7e704777c86a7c6'
const spent = (spender: Hex, payer: Hex, payee: Hex, value: bigint, token: Hex = TOKENS.usdc): CaseTx => ({
  from: spender,
  to: token,
  input: encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [payer, payee, value] }),
  logs: [sent(payer, payee, value, token)],
})

export const signedTransferCases: StoryCases = () => ({
  kind: 'signed-transfer',
  abis: [
    { source: '@openzeppelin/contracts/build/contracts/IERC3009.json', abi: erc3009 },
    { source: 'viem erc20Abi', abi: erc20Abi },
    { source: 'viem erc721Abi', abi: erc721Abi },
  ],
  cases: [
    {
      name: 'a USDC transfer its holder signed, submitted by a relayer',
      tx: submitted(relayer, alice, bob, PAID),
      line: 'Submitted 0x7f3a…1d9b’s signed transfer of 5.25 USDC to 0x2a4c…8a10',
      e2e: true,
    },
    {
      name: 'a payment its payee collected with the payer’s signed authorization',
      tx: submitted(bob, alice, bob, PAID, 'receiveWithAuthorization'),
      line: 'Collected 5.25 USDC from 0x7f3a…1d9b by its signed authorization',
    },
    {
      name: 'a signed USDC payment on Base, submitted through a contract of the relayer’s',
      chain: 'base',
      tx: { from: relayer, to: unlisted, input: '0x6c2f9e41', logs: [used(alice, BASE_USDC), sent(alice, carol, PAID, BASE_USDC)] },
      line: 'Submitted 0x7f3a…1d9b’s signed transfer of 5.25 USDC to 0x4d3c…6d5c',
    },
    {
      name: 'a spender’s transferFrom of another account’s USDC to a third account',
      tx: spent(bob, alice, carol, PAID),
      line: 'Moved 5.25 USDC from 0x7f3a…1d9b to 0x4d3c…6d5c',
    },
    {
      name: 'an approved operator’s safeTransferFrom of another account’s NFT',
      tx: {
        from: bob,
        to: COLLECTION,
        input: encodeFunctionData({ abi: erc721Abi, functionName: 'safeTransferFrom', args: [alice, carol, 7_312n] }),
        logs: [emit(COLLECTION, erc721Abi, 'Transfer', { from: alice, to: carol, tokenId: 7_312n })],
      },
      line: 'Moved NFT 0x60e4…a7c6 #7312 from 0x7f3a…1d9b to 0x4d3c…6d5c',
    },
    {
      name: 'a look-alike: a zero-value transferFrom between others, as address poisoning makes them',
      tx: spent(bob, alice, carol, 0n),
      line: 'Address-poisoning spam: 1 zero-value transfer between addresses not its own',
    },
    {
      name: 'a look-alike: a transferFrom of a token no list names, between others',
      tx: spent(bob, alice, carol, PAID, unlisted),
      line: 'Called transferFrom on 0x7e57…c0de',
    },
    {
      name: 'a look-alike: a transferFrom whose token logged another amount than the call names',
      tx: { ...spent(bob, alice, carol, PAID + 1n), logs: [sent(alice, carol, PAID)] },
      line: 'Called transferFrom on 0xa0b8…eb48',
    },
    {
      name: 'a look-alike: the holder submitting its own signed transfer',
      tx: submitted(alice, alice, bob, PAID),
      line: 'Sent 5.25 USDC to 0x2a4c…8a10',
    },
    {
      name: 'a look-alike: a call naming another amount than the token moved',
      tx: { ...submitted(relayer, alice, bob, PAID + 1n), logs: [used(alice), sent(alice, bob, PAID)] },
      line: 'Called transferWithAuthorization on 0xa0b8…eb48',
    },
    {
      name: 'a look-alike: a signed transfer that also paid the relayer a fee',
      tx: { from: relayer, to: unlisted, input: '0x6c2f9e41', logs: [used(alice), sent(alice, bob, PAID), sent(alice, relayer, FEE)] },
      line: 'Called 0x6c2f9e41 on 0x7e57…c0de (received 0.02 USDC)',
    },
  ],
})
