import { encodeFunctionData, erc20Abi, erc721Abi, parseAbi, parseUnits, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

const { alice, bob, carol, dave, erin } = PEOPLE
const COLLECTION = PEOPLE.unlisted
const minter = parseAbi(['function airdrop(address[] recipients)'])
const recipients = [bob, carol, dave, erin]
/** A contract holding USDC that pays it out: a payroll, a treasury, an exchange's hot wallet. */
const PAYER = '0x9a7e000000000000000000000000000000009a7e'
const pay = (to: string, amount: string) => emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: PAYER, to, value: parseUnits(amount, 6) })

export const airdropCases: StoryCases = () => ({
  kind: 'airdrop',
  abis: [
    { source: 'viem erc721Abi', abi: erc721Abi },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'a collection minting one NFT to each of four addresses',
      tx: {
        from: alice,
        to: COLLECTION,
        input: encodeFunctionData({ abi: minter, functionName: 'airdrop', args: [recipients] }),
        logs: recipients.map((to, index) => emit(COLLECTION, erc721Abi, 'Transfer', { from: zeroAddress, to, tokenId: 6156n + BigInt(index) })),
      },
      line: 'Airdropped 4 NFTs of 0x7e57…c0de (#6156–#6159) to 4 addresses',
    },
    {
      name: 'one NFT minted to the sender itself',
      tx: {
        from: alice,
        to: COLLECTION,
        input: encodeFunctionData({ abi: minter, functionName: 'airdrop', args: [[alice]] }),
        logs: [emit(COLLECTION, erc721Abi, 'Transfer', { from: zeroAddress, to: alice, tokenId: 7n })],
      },
      line: 'Minted NFT 0x7e57…c0de #7',
    },
    {
      name: 'a contract paying USDC it held to three addresses, through a call no index names',
      tx: { from: alice, to: PAYER, input: '0x4f1c2a3b', logs: [pay(bob, '1200'), pay(carol, '850.5'), pay(dave, '3000')] },
      line: 'Contract 0x9a7e…9a7e sent 5,050.5 USDC to 3 addresses',
    },
    {
      name: 'a contract paying out an account’s USDC under its allowance, at another’s call',
      tx: {
        from: erin,
        to: PAYER,
        input: '0x4f1c2a3b',
        logs: [
          emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: alice, to: bob, value: parseUnits('1200', 6) }),
          emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: alice, to: carol, value: parseUnits('850.5', 6) }),
        ],
      },
      line: 'Account 0x7f3a…1d9b sent 2,050.5 USDC to 2 addresses',
    },
  ],
})
