import { encodeFunctionData, erc20Abi, parseAbi, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE } from './case-people'

/** thirdweb's TokenERC20 template, as @thirdweb-dev/contracts-js publishes it: the issuer's `mintTo` and its event. */
const tokenErc20 = parseAbi(['function mintTo(address to, uint256 amount)', 'event TokensMinted(address indexed mintedTo, uint256 quantityMinted)'])
const { alice, bob, carol, unlisted } = PEOPLE
/** An issuer's token no published list names, and the account that mints it. */
const TOKEN = '0xe0e0e0e0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6'
const ISSUER = alice
const AMOUNT = 1_500_000_000_000_000_000_000n

const mintTo = (to: `0x${string}`, amount: bigint) => encodeFunctionData({ abi: tokenErc20, functionName: 'mintTo', args: [to, amount] })
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const minted = (mintedTo: string, quantityMinted: bigint) => emit(TOKEN, tokenErc20, 'TokensMinted', { mintedTo, quantityMinted })

export const tokenIssueCases: StoryCases = () => ({
  kind: 'token-issue',
  abis: [
    { source: '@thirdweb-dev/contracts-js/dist/abis/TokenERC20.json', abi: tokenErc20 },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'an issuer minting its token to a customer with mintTo',
      tx: { from: ISSUER, to: TOKEN, input: mintTo(bob, AMOUNT), logs: [transfer(TOKEN, zeroAddress, bob, AMOUNT)] },
      line: 'Minted 1,500,000,000,000,000,000,000 raw units of 0xe0e0…c5d6 to 0x2a4c…8a10',
      e2e: true,
    },
    {
      name: 'a thirdweb token minted to another account, with the template’s TokensMinted',
      tx: { from: ISSUER, to: TOKEN, input: mintTo(carol, 42n), logs: [transfer(TOKEN, zeroAddress, carol, 42n), minted(carol, 42n)] },
      line: 'Minted 42 raw units of 0xe0e0…c5d6 to 0x4d3c…6d5c',
    },
    {
      name: 'tokens minted to the sender itself, which the flows tell',
      tx: { from: ISSUER, to: TOKEN, input: mintTo(ISSUER, AMOUNT), logs: [transfer(TOKEN, zeroAddress, ISSUER, AMOUNT)] },
      line: 'Minted 1,500,000,000,000,000,000,000 raw units of 0xe0e0…c5d6',
    },
    {
      name: 'a look-alike: mintTo paid out of a holder’s balance, not new from the zero address',
      tx: { from: ISSUER, to: TOKEN, input: mintTo(bob, AMOUNT), logs: [transfer(TOKEN, carol, bob, AMOUNT)] },
      line: 'Called mintTo on 0xe0e0…c5d6',
    },
    {
      name: 'a look-alike: less minted to the account than the call names (a fee kept back)',
      tx: { from: ISSUER, to: TOKEN, input: mintTo(bob, AMOUNT), logs: [transfer(TOKEN, zeroAddress, bob, AMOUNT - 1_000n)] },
      line: 'Called mintTo on 0xe0e0…c5d6',
    },
    {
      name: 'a look-alike: another contract logged beside the mint (a minter contract, not the token, telling of it)',
      tx: {
        from: ISSUER,
        to: TOKEN,
        input: mintTo(bob, AMOUNT),
        logs: [transfer(TOKEN, zeroAddress, bob, AMOUNT), emit(unlisted, tokenErc20, 'TokensMinted', { mintedTo: bob, quantityMinted: AMOUNT })],
      },
      line: 'Called mintTo on 0xe0e0…c5d6',
    },
  ],
})
