import { encodeFunctionData, erc721Abi, parseAbi, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE } from './case-people'

const { alice, bob, carol, dave, erin } = PEOPLE
const COLLECTION = PEOPLE.unlisted
const minter = parseAbi(['function airdrop(address[] recipients)'])
const recipients = [bob, carol, dave, erin]

export const airdropCases: StoryCases = () => ({
  kind: 'airdrop',
  abis: [{ source: 'viem erc721Abi', abi: erc721Abi }],
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
  ],
})
