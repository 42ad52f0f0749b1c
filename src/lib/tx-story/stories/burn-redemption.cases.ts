import { encodeFunctionData, erc20Abi, parseAbi, parseEther, parseUnits, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** Digix's DGD refund contract, from the verified-sources table: `burn()` takes the caller's whole balance. */
const refund = verifiedAbi('DigixDAO Acid')
/** A token that burns a stated amount, as @openzeppelin/contracts publishes ERC20Burnable. */
const burnable = parseAbi(['function burn(uint256 value)'])
const { alice, bob } = PEOPLE
/** A refund contract no list names. */
const REFUND = PEOPLE.unlisted
const BURNED = parseUnits('6.72', 18)
const PAID = parseEther('1.29732407616')
const burnAll = encodeFunctionData({ abi: refund, functionName: 'burn' })
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const refunded = (user: string) => emit(REFUND, refund, 'Refund', { user, dgds: BURNED, refundAmount: PAID })

export const burnRedemptionCases: StoryCases = () => ({
  kind: 'burn-redemption',
  abis: [
    { source: 'verified: DigixDAO Acid', abi: refund },
    { source: '@openzeppelin/contracts/build/contracts/ERC20Burnable.json', abi: burnable },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'a token burned at a refund contract, which paid the sender ETH for it',
      tx: {
        from: alice,
        to: REFUND,
        input: burnAll,
        logs: [transfer(TOKENS.dai, alice, zeroAddress, BURNED), refunded(alice)],
        internal: [{ from: REFUND, to: alice, value: PAID }],
      },
      line: 'Redeemed 6.72 DAI for 1.29732407616 ETH',
    },
    {
      name: 'a burn of a stated amount that the called contract paid back in ETH',
      tx: {
        from: alice,
        to: REFUND,
        input: encodeFunctionData({ abi: burnable, functionName: 'burn', args: [BURNED] }),
        logs: [transfer(TOKENS.dai, alice, zeroAddress, BURNED)],
        internal: [{ from: REFUND, to: alice, value: PAID }],
      },
      line: 'Redeemed 6.72 DAI for 1.29732407616 ETH',
    },
    {
      name: 'a burn of a stated amount other than what left the sender',
      tx: {
        from: alice,
        to: REFUND,
        input: encodeFunctionData({ abi: burnable, functionName: 'burn', args: [BURNED / 2n] }),
        logs: [transfer(TOKENS.dai, alice, zeroAddress, BURNED)],
        internal: [{ from: REFUND, to: alice, value: PAID }],
      },
      line: 'Called burn on 0x7e57…c0de (sent 6.72 DAI, received 1.29732407616 ETH)',
    },
    {
      name: 'a burn-named call whose ETH came from someone other than the called contract',
      tx: {
        from: alice,
        to: REFUND,
        input: burnAll,
        logs: [transfer(TOKENS.dai, alice, zeroAddress, BURNED)],
        internal: [{ from: bob, to: alice, value: PAID }],
      },
      line: 'Called burn on 0x7e57…c0de (sent 6.72 DAI, received 1.29732407616 ETH)',
    },
    {
      name: 'a burn-named call whose tokens were handed to the contract rather than burned',
      tx: {
        from: alice,
        to: REFUND,
        input: burnAll,
        logs: [transfer(TOKENS.dai, alice, REFUND, BURNED), refunded(alice)],
        internal: [{ from: REFUND, to: alice, value: PAID }],
      },
      line: 'Called burn on 0x7e57…c0de (sent 6.72 DAI, received 1.29732407616 ETH)',
    },
    {
      name: 'a plain burn that paid nothing back',
      tx: {
        from: alice,
        to: TOKENS.dai,
        input: encodeFunctionData({ abi: burnable, functionName: 'burn', args: [BURNED] }),
        logs: [transfer(TOKENS.dai, alice, zeroAddress, BURNED)],
      },
      line: 'Burned 6.72 DAI',
    },
  ],
})
