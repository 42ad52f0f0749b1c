import { encodeFunctionData, erc20Abi, parseAbi, zeroAddress, type Hex } from 'viem'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type CaseTx, type StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** Uniswap's MerkleDistributor, as @uniswap/merkle-distributor publishes it. */
const distributor = parseAbi([
  'function claim(uint256 index, address account, uint256 amount, bytes32[] merkleProof)',
  'event Claimed(uint256 index, address account, uint256 amount)',
])
/** A Synthetix-style staking rewards pool, as @uniswap/liquidity-staker publishes it. */
const rewards = parseAbi(['function getReward()', 'event RewardPaid(address indexed user, uint256 reward)'])
/** Merkl's Distributor, one `Claimed` per token, from the verified-sources table. */
const merkl = verifiedAbi('Merkl Distributor')
/** Gitcoin's MerklePayout (`FundsClaimed(index, claimee, amount)`) and a distributor's `Claimed(account, amount)`. */
const payout = verifiedAbi('Gitcoin MerklePayout')
const accountDistributor = verifiedAbi('Scroll airdrop distributor')
/** A staking contract that issues its own token for what it takes in, WETH-style (`Deposit(dst, wad)`, as @uniswap/v2-periphery's WETH9 declares it). */
const staking = parseAbi(['event Deposit(address indexed dst, uint256 wad)'])
/** Aave V3's incentives, as @aave/periphery-v3 publishes its RewardsController. */
const aaveRewards = parseAbi([
  'function claimAllRewards(address[] assets, address to) returns (address[] rewardsList, uint256[] claimedAmounts)',
  'event RewardsClaimed(address indexed user, address indexed reward, address indexed to, address claimer, uint256 amount)',
])
/** OpenZeppelin's VestingWallet, as @openzeppelin/contracts publishes it: it pays its owner what has vested. */
const vesting = parseAbi([
  'function release(address token)',
  'function release()',
  'event ERC20Released(address indexed token, uint256 amount)',
  'event EtherReleased(uint256 amount)',
])
const { alice, bob, carol } = PEOPLE
/** A vesting wallet no list names, whose owner is Alice. */
const VESTING_WALLET = '0x7e5a7e5a0c3b5d7f9e1a3c5b7d9f1e3a5c7b9d1f'
const VESTED = 1_250_000_000n
/** `sender` calls the wallet's `release(USDC)`, which pays Alice, its owner. */
const released = (sender: Hex): CaseTx => ({
  from: sender,
  to: VESTING_WALLET,
  input: encodeFunctionData({ abi: vesting, functionName: 'release', args: [TOKENS.usdc] }),
  logs: [transfer(TOKENS.usdc, VESTING_WALLET, alice, VESTED), emit(VESTING_WALLET, vesting, 'ERC20Released', { token: TOKENS.usdc, amount: VESTED })],
})
const DISTRIBUTOR = PEOPLE.unlisted
const AMOUNT = 408_638_074n
const REWARD_DAI = 8_383_663_297_617_516_524n
const EXTRA_USDC = 6_566_591n
const FEE = 500_000_000_000_000n
/** A vesting or staking contract a claim pays into. */
const VAULT = PEOPLE.bot
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const claimed = (account: string) => emit(DISTRIBUTOR, distributor, 'Claimed', { index: 9_120n, account, amount: AMOUNT })
/** DAI incentives of `user`'s position paid out of the rewards vault to Alice, as the controller logs them. */
const incentivesClaimed = (user: string) => [
  transfer(TOKENS.dai, VAULT, alice, REWARD_DAI),
  emit(DISTRIBUTOR, aaveRewards, 'RewardsClaimed', { user, reward: TOKENS.dai, to: alice, claimer: alice, amount: REWARD_DAI }),
]
const claim = (account: Hex) =>
  encodeFunctionData({ abi: distributor, functionName: 'claim', args: [9_120n, account, AMOUNT, [storyHash('proof 1'), storyHash('proof 2')]] })

export const claimCases: StoryCases = () => ({
  kind: 'claim',
  abis: [
    { source: '@uniswap/merkle-distributor/build/MerkleDistributor.json', abi: distributor },
    { source: '@uniswap/liquidity-staker/build/StakingRewards.json', abi: rewards },
    { source: 'verified: Merkl Distributor', abi: merkl },
    { source: 'verified: Gitcoin MerklePayout', abi: payout },
    { source: 'verified: Scroll airdrop distributor', abi: accountDistributor },
    { source: '@uniswap/v2-periphery/build/WETH9.json', abi: staking },
    { source: '@aave/periphery-v3/artifacts/contracts/rewards/RewardsController.sol/RewardsController.json', abi: aaveRewards },
    { source: 'viem erc20Abi', abi: erc20Abi },
    { source: '@openzeppelin/contracts/build/contracts/VestingWallet.json', abi: vesting },
  ],
  cases: [
    {
      name: 'vested USDC released by a vesting wallet to its owner, who called it',
      tx: released(alice),
      line: 'Released 1,250 USDC vested in 0x7e5a…9d1f',
    },
    {
      name: 'vested ETH released by a vesting wallet to its owner, who called it',
      tx: {
        from: alice,
        to: VESTING_WALLET,
        input: encodeFunctionData({ abi: vesting, functionName: 'release', args: [] }),
        logs: [emit(VESTING_WALLET, vesting, 'EtherReleased', { amount: 2_000_000_000_000_000_000n })],
        internal: [{ from: VESTING_WALLET, to: alice, value: 2_000_000_000_000_000_000n }],
      },
      line: 'Released 2 ETH vested in 0x7e5a…9d1f',
    },
    {
      name: 'a look-alike: a vesting wallet’s release that someone else called, paying the owner',
      tx: released(bob),
      line: 'Called release on 0x7e5a…9d1f',
    },
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
      e2e: true,
    },
    {
      name: 'a Merkle airdrop claim that charged a small fee in ETH',
      tx: {
        from: alice,
        to: DISTRIBUTOR,
        value: FEE,
        input: claim(alice),
        logs: [transfer(TOKENS.usdc, DISTRIBUTOR, alice, AMOUNT), claimed(alice)],
      },
      line: 'Claimed 408.638074 USDC (paid a 0.0005 ETH fee)',
    },
    {
      name: 'a Merkle airdrop claim paid into a vesting contract',
      tx: {
        from: alice,
        to: VAULT,
        input: '0x8d3bd9a1',
        logs: [transfer(TOKENS.usdc, DISTRIBUTOR, VAULT, AMOUNT), claimed(alice)],
      },
      line: 'Claimed 408.638074 USDC into 0xb07b…b07b',
    },
    {
      name: 'a staking reward claimed from a pool, with a second token minted beside it',
      tx: {
        from: alice,
        to: DISTRIBUTOR,
        input: encodeFunctionData({ abi: rewards, functionName: 'getReward' }),
        logs: [
          transfer(TOKENS.dai, DISTRIBUTOR, alice, REWARD_DAI),
          transfer(TOKENS.usdc, zeroAddress, alice, EXTRA_USDC),
          emit(DISTRIBUTOR, rewards, 'RewardPaid', { user: alice, reward: REWARD_DAI }),
        ],
      },
      line: 'Claimed 8.383663297617516524 DAI and 6.566591 USDC',
    },
    {
      name: 'rewards of two tokens claimed from a multi-token distributor at once',
      tx: {
        from: alice,
        to: DISTRIBUTOR,
        input: encodeFunctionData({
          abi: merkl,
          functionName: 'claim',
          args: [
            [alice, alice],
            [TOKENS.dai, TOKENS.usdc],
            [REWARD_DAI, EXTRA_USDC],
            [[storyHash('proof 1')], [storyHash('proof 2')]],
          ],
        }),
        logs: [
          transfer(TOKENS.dai, DISTRIBUTOR, alice, REWARD_DAI),
          emit(DISTRIBUTOR, merkl, 'Claimed', { user: alice, token: TOKENS.dai, amount: REWARD_DAI }),
          transfer(TOKENS.usdc, DISTRIBUTOR, alice, EXTRA_USDC),
          emit(DISTRIBUTOR, merkl, 'Claimed', { user: alice, token: TOKENS.usdc, amount: EXTRA_USDC }),
        ],
      },
      line: 'Claimed 8.383663297617516524 DAI and 6.566591 USDC',
    },
    {
      name: 'a matching payout claimed from a Merkle payout contract',
      tx: {
        from: alice,
        to: DISTRIBUTOR,
        input: encodeFunctionData({
          abi: payout,
          functionName: 'claim',
          args: [{ index: 93n, claimee: alice, amount: REWARD_DAI, merkleProof: [storyHash('proof 1')] }],
        }),
        logs: [
          transfer(TOKENS.dai, DISTRIBUTOR, alice, REWARD_DAI),
          emit(DISTRIBUTOR, payout, 'FundsClaimed', { index: 93n, claimee: alice, amount: REWARD_DAI }),
        ],
      },
      line: 'Claimed 8.383663297617516524 DAI',
    },
    {
      name: 'an airdrop claimed into the staking contract the sender called, which issued its own token back',
      tx: {
        from: alice,
        to: VAULT,
        input: '0xc3a086d0',
        logs: [
          transfer(TOKENS.usdc, DISTRIBUTOR, VAULT, AMOUNT),
          emit(DISTRIBUTOR, accountDistributor, 'Claimed', { account: alice, amount: AMOUNT }),
          emit(VAULT, staking, 'Deposit', { dst: alice, wad: AMOUNT }),
        ],
      },
      line: 'Claimed 408.638074 USDC into 0xb07b…b07b, receiving 408,638,074 raw units of 0xb07b…b07b',
    },
    {
      name: 'an airdrop claimed into a contract while the sender received a token that contract did not issue',
      tx: {
        from: alice,
        to: VAULT,
        input: '0xc3a086d0',
        logs: [
          transfer(TOKENS.usdc, DISTRIBUTOR, VAULT, AMOUNT),
          emit(DISTRIBUTOR, accountDistributor, 'Claimed', { account: alice, amount: AMOUNT }),
          transfer(TOKENS.dai, carol, alice, REWARD_DAI),
        ],
      },
      line: 'Called 0xc3a086d0 on 0xb07b…b07b (received 8.383663297617516524 DAI)',
    },
    {
      name: 'a claim whose event states an amount other than the one paid',
      tx: {
        from: alice,
        to: DISTRIBUTOR,
        input: claim(alice),
        logs: [transfer(TOKENS.usdc, DISTRIBUTOR, alice, AMOUNT - 1n), claimed(alice)],
      },
      line: 'Called claim on 0x7e57…c0de (received 408.638073 USDC)',
    },
    {
      name: 'a claim in which the sender passed part of what it claimed on',
      tx: {
        from: alice,
        to: DISTRIBUTOR,
        input: claim(alice),
        logs: [transfer(TOKENS.usdc, DISTRIBUTOR, alice, AMOUNT), transfer(TOKENS.usdc, alice, carol, 100_000_000n), claimed(alice)],
      },
      line: 'Called claim on 0x7e57…c0de (received 308.638074 USDC)',
    },
    {
      name: 'a claim call that only brought the sender tokens, with no event the index reads, and a fee',
      tx: {
        from: alice,
        to: DISTRIBUTOR,
        value: FEE,
        input: claim(alice),
        logs: [transfer(TOKENS.usdc, DISTRIBUTOR, alice, AMOUNT)],
      },
      line: 'Claimed 408.638074 USDC (paid a 0.0005 ETH fee)',
    },
    {
      name: 'lending incentives claimed from an Aave-style rewards controller, paid out of the vault that holds them',
      tx: {
        from: alice,
        to: DISTRIBUTOR,
        input: encodeFunctionData({ abi: aaveRewards, functionName: 'claimAllRewards', args: [[TOKENS.usdc, TOKENS.dai], alice] }),
        logs: incentivesClaimed(alice),
      },
      line: 'Claimed 8.383663297617516524 DAI',
    },
    {
      name: "a look-alike: incentives of another account's position claimed by an authorised claimer and paid to it",
      tx: {
        from: alice,
        to: DISTRIBUTOR,
        input: encodeFunctionData({ abi: aaveRewards, functionName: 'claimAllRewards', args: [[TOKENS.usdc], alice] }),
        logs: incentivesClaimed(carol),
      },
      line: 'Called claimAllRewards on 0x7e57…c0de (received 8.383663297617516524 DAI)',
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
})
