import { encodeFunctionData, erc20Abi, parseAbi, type Hex } from 'viem'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCaseTable } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** Uniswap's MerkleDistributor, as @uniswap/merkle-distributor publishes it. */
const distributor = parseAbi([
  'function claim(uint256 index, address account, uint256 amount, bytes32[] merkleProof)',
  'event Claimed(uint256 index, address account, uint256 amount)',
])
const { alice, bob } = PEOPLE
const DISTRIBUTOR = PEOPLE.unlisted
const AMOUNT = 408_638_074n
const claim = (account: Hex) =>
  encodeFunctionData({ abi: distributor, functionName: 'claim', args: [9_120n, account, AMOUNT, [storyHash('proof 1'), storyHash('proof 2')]] })

export const claimCases: StoryCaseTable = {
  kind: 'claim',
  abis: [
    { source: '@uniswap/merkle-distributor MerkleDistributor', abi: distributor },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'a Merkle airdrop claim paid out by the distributor',
      tx: {
        from: alice,
        to: DISTRIBUTOR,
        input: claim(alice),
        logs: [
          emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: DISTRIBUTOR, to: alice, value: AMOUNT }),
          emit(DISTRIBUTOR, distributor, 'Claimed', { index: 9_120n, account: alice, amount: AMOUNT }),
        ],
      },
      line: 'Claimed 408.638074 USDC',
    },
    {
      name: 'a claim made for someone else, which the claimant did not send',
      tx: {
        from: bob,
        to: DISTRIBUTOR,
        input: claim(alice),
        logs: [
          emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: DISTRIBUTOR, to: alice, value: AMOUNT }),
          emit(DISTRIBUTOR, distributor, 'Claimed', { index: 9_120n, account: alice, amount: AMOUNT }),
        ],
      },
      line: 'Called claim on 0x7e57…c0de',
    },
  ],
}
