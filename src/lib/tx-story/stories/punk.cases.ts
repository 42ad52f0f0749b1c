import { encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE } from './case-people'

const punks = verifiedAbi('CryptoPunks')
const { alice, bob } = PEOPLE
const PUNKS = '0xb47e3cd837ddf8e4c57f05d70ab865de6e193bbb'
const PRICE = parseEther('156.9')

const purchase = {
  from: alice,
  to: PUNKS,
  value: PRICE,
  input: encodeFunctionData({ abi: punks, functionName: 'buyPunk', args: [8515n] }),
  logs: [
    // CryptoPunks' own Transfer is ERC20-shaped: one "token" per punk.
    emit(PUNKS, erc20Abi, 'Transfer', { from: bob, to: alice, value: 1n }),
    emit(PUNKS, punks, 'PunkBought', { punkIndex: 8515n, value: PRICE, fromAddress: bob, toAddress: alice }),
  ],
}

export const punkCases: StoryCases = () => ({
  kind: 'punk-purchase',
  abis: [
    { source: 'verified: CryptoPunks', abi: punks },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [{ name: 'a punk bought at its asking price', tx: purchase, line: 'Bought punk #8515 of 0xb47e…3bbb from 0x2a4c…8a10 for 156.9 ETH' }],
})
