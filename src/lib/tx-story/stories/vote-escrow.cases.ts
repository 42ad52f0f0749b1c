import { encodeFunctionData, erc20Abi, erc721Abi, parseUnits, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

const escrowAbi = verifiedAbi('Velodrome V2 VotingEscrow')
const voterAbi = verifiedAbi('Velodrome V2 Voter')

const { alice, bob } = PEOPLE
/** A vote escrow, its voter and two pools, none named by any list. */
const ESCROW = '0xfaf8a1c3e5b7d9f2a4c6e8b0d1f3a5c7e9b2787d'
const VOTER = '0x1661a3c5e7b9d1f2a4c6e8b0d2f4a6c8e0b180a5'
const POOL_A = '0xdbdfa1c3e5b7d9f2a4c6e8b0d1f3a5c7e9b244dc'
const POOL_B = '0x3c5ea7b9d2f4a6c8e0b1d3f5a7c9e2b4d6f8a0c1'
const LOCKED = parseUnits('110', 18)
const TOKEN_ID = 30079n
/** An NFT's voting power, 18 decimals as its escrow's. */
const POWER = 1_805_006_571_416_648_112_930n
const UNTIL = 1_861_920_000n
const transfer = (from: string, to: string, value: bigint) => emit(TOKENS.dai, erc20Abi, 'Transfer', { from, to, value })
const deposit = (provider: string, depositType: number) =>
  emit(ESCROW, escrowAbi, 'Deposit', { provider, tokenId: TOKEN_ID, depositType, value: LOCKED, locktime: UNTIL, ts: 1_735_000_000n })
const vote = (voter: string, pool: string) =>
  emit(VOTER, voterAbi, 'Voted', { voter, pool, tokenId: TOKEN_ID, weight: 10n ** 21n, totalWeight: 10n ** 24n, timestamp: 1_735_000_000n })

export const voteEscrowCases: StoryCases = () => ({
  kind: 'vote-escrow',
  abis: [
    { source: 'verified: Velodrome V2 VotingEscrow', abi: escrowAbi },
    { source: 'verified: Velodrome V2 Voter', abi: voterAbi },
    { source: 'viem erc20Abi', abi: erc20Abi },
    { source: 'viem erc721Abi', abi: erc721Abi },
  ],
  cases: [
    {
      name: 'tokens locked in a vote escrow, its NFT minted to the sender',
      tx: {
        from: alice,
        to: ESCROW,
        input: encodeFunctionData({ abi: escrowAbi, functionName: 'createLock', args: [LOCKED, 4n * 365n * 86_400n] }),
        logs: [transfer(alice, ESCROW, LOCKED), emit(ESCROW, erc721Abi, 'Transfer', { from: zeroAddress, to: alice, tokenId: TOKEN_ID }), deposit(alice, 1)],
      },
      line: 'Locked 110 DAI in vote escrow 0xfaf8…787d until 2029-01-01, receiving NFT 0xfaf8…787d #30079',
    },
    {
      name: 'more tokens added to an existing lock',
      tx: {
        from: alice,
        to: ESCROW,
        input: encodeFunctionData({ abi: escrowAbi, functionName: 'increaseAmount', args: [TOKEN_ID, LOCKED] }),
        logs: [transfer(alice, ESCROW, LOCKED), deposit(alice, 2)],
      },
      line: 'Locked 110 DAI in vote escrow 0xfaf8…787d until 2029-01-01',
    },
    {
      name: 'a vote-escrow NFT’s votes cast for two pools',
      tx: {
        from: alice,
        to: VOTER,
        input: encodeFunctionData({ abi: voterAbi, functionName: 'vote', args: [TOKEN_ID, [POOL_A, POOL_B], [1n, 1n]] }),
        logs: [vote(alice, POOL_A), vote(alice, POOL_B)],
      },
      line: 'Cast 2,000 votes with vote-escrow NFT #30079 for 2 pools',
    },
    {
      name: 'a vote-escrow NFT’s earlier vote withdrawn and its whole power cast for one pool',
      tx: {
        from: alice,
        to: VOTER,
        input: encodeFunctionData({ abi: voterAbi, functionName: 'vote', args: [TOKEN_ID, [POOL_A], [100n * 10n ** 18n]] }),
        logs: [
          emit(VOTER, voterAbi, 'Abstained', {
            voter: alice,
            pool: POOL_B,
            tokenId: TOKEN_ID,
            weight: POWER,
            totalWeight: 10n ** 24n,
            timestamp: 1_735_000_000n,
          }),
          emit(VOTER, voterAbi, 'Voted', { voter: alice, pool: POOL_A, tokenId: TOKEN_ID, weight: POWER, totalWeight: 10n ** 24n, timestamp: 1_735_000_000n }),
        ],
      },
      line: 'Cast 1,805.00657141664811293 votes with vote-escrow NFT #30079 for pool 0xdbdf…44dc',
    },
    {
      name: 'a lock deposit whose tokens came from someone else: not the sender’s lock',
      tx: { from: alice, to: ESCROW, input: '0xee99fe28', logs: [transfer(bob, ESCROW, LOCKED), deposit(alice, 2)] },
      line: 'Called 0xee99fe28 on 0xfaf8…787d',
    },
    {
      name: 'votes of another voter in the same transaction',
      tx: { from: alice, to: VOTER, input: '0x7ac09bf7', logs: [vote(alice, POOL_A), vote(bob, POOL_B)] },
      line: 'Called 0x7ac09bf7 on 0x1661…80a5',
    },
  ],
})
