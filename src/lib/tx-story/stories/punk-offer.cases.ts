import { encodeFunctionData, parseEther } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE } from './case-people'

const punks = verifiedAbi('CryptoPunks')
const { alice, bob } = PEOPLE
const PUNKS = '0xb47e3cd837ddf8e4c57f05d70ab865de6e193bbb'
const PRICE = parseEther('69.42')
const NOBODY = '0x0000000000000000000000000000000000000000'

export const punkOfferCases: StoryCases = () => ({
  kind: 'punk-offer',
  abis: [{ source: 'verified: CryptoPunks', abi: punks }],
  cases: [
    {
      name: 'a punk offered for sale to anyone',
      tx: {
        from: alice,
        to: PUNKS,
        input: encodeFunctionData({ abi: punks, functionName: 'offerPunkForSale', args: [3100n, PRICE] }),
        logs: [emit(PUNKS, punks, 'PunkOffered', { punkIndex: 3100n, minValue: PRICE, toAddress: NOBODY })],
      },
      line: 'Offered punk #3100 of 0xb47e…3bbb for sale at 69.42 ETH',
    },
    {
      name: 'a punk offered to one buyer',
      tx: {
        from: alice,
        to: PUNKS,
        input: encodeFunctionData({ abi: punks, functionName: 'offerPunkForSaleToAddress', args: [3100n, PRICE, bob] }),
        logs: [emit(PUNKS, punks, 'PunkOffered', { punkIndex: 3100n, minValue: PRICE, toAddress: bob })],
      },
      line: 'Offered punk #3100 of 0xb47e…3bbb for sale at 69.42 ETH to 0x2a4c…8a10 only',
    },
    {
      name: 'a listing event from a contract the sender did not call (look-alike: not its own listing)',
      tx: {
        from: alice,
        to: PEOPLE.unlisted,
        input: '0xc44193c3',
        logs: [emit(PUNKS, punks, 'PunkOffered', { punkIndex: 3100n, minValue: PRICE, toAddress: NOBODY })],
      },
      line: 'Called 0xc44193c3 on 0x7e57…c0de',
    },
  ],
})
