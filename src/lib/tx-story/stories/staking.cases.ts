import { encodeFunctionData, erc20Abi, numberToHex, parseAbi, parseEther, zeroAddress, type Hex } from 'viem'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE } from './case-people'

/** Lido's stETH, as its published ABI declares the parts used here. */
const lido = parseAbi([
  'function submit(address _referral) payable returns (uint256)',
  'event Submitted(address indexed sender, uint256 amount, address referral)',
])
/** The beacon chain deposit contract, as its verified source declares it. */
const depositContract = parseAbi([
  'function deposit(bytes pubkey, bytes withdrawal_credentials, bytes signature, bytes32 deposit_data_root) payable',
  'event DepositEvent(bytes pubkey, bytes withdrawal_credentials, bytes amount, bytes signature, bytes index)',
])
/** SushiSwap's MasterChef, as the sushi package exports its calls, which its forks on every chain share. */
const masterChefDeposit = parseAbi(['function deposit(uint256 _pid, uint256 _amount)'])
const masterChefWithdraw = parseAbi(['function withdraw(uint256 _pid, uint256 _amount)'])
/** Ethena's sUSDe, from the verified-sources table: `unstake` pays a finished cooldown out of its silo. */
const stakedUsde = verifiedAbi('Ethena sUSDe (StakedUSDeV2)')
/** Frax's frxETHMinter, from the verified-sources table, and the sfrxETH vault `submitAndDeposit` puts frxETH into. */
const fraxMinter = verifiedAbi('Frax frxETHMinter')
const FRAX_MINTER = '0xbafa44efe7901e04e39dad13167d089c559c1138'
const FRX_ETH = '0x5e8422345238f34275888049021821e8e08caa1f'
const SFRX_ETH = '0xac3e018457b222d93114458476f3e3416abbe38f'
const SFRX_SHARES = 893_412_004_113_507_220n
/** Convex's Booster, from the verified-sources table: it takes a Curve LP token and stakes its receipt for the depositor. */
const convexBooster = verifiedAbi('Convex Booster')
const BOOSTER = '0xf403c135812408bfbe8713b5a23a04b3d48aae31'
const CONVEX_STAKER = '0x989aeb4d175e16225e39e87d0d97a3360524ad80'
const { alice, bob } = PEOPLE
const SUSDE = '0x9d39a5de30e57443bff2a8307a4256c8797a3497'
const USDE = '0x4c9edd5852cd905f086c759e8383e09bff1e68b3'
/** The silo sUSDe parks cooled-down USDe in (a contract it deploys, named by no list). */
const SILO = '0x5110511051105110511051105110511051105110'
const COOLED_DOWN = parseEther('1172.5')
/** A farm of the MasterChef's shape, its LP token and its reward token, none named by any list. */
const FARM = '0xfa4bfa4bfa4bfa4bfa4bfa4bfa4bfa4bfa4bfa4b'
const LP_TOKEN = '0x1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b'
const REWARD = '0x5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e'
const FARMED = parseEther('12.5')
const HARVESTED = parseEther('3.25')
const LIDO = '0xae7ab96520de3a18e5e111b5eaab095312d7fe84'
const DEPOSIT_CONTRACT = '0x00000000219ab540356cbb839cbe05303d7705fa'
const STAKED = 1_121_373_970_000_000_000n
const SHARES_MINTED = 1_121_373_969_999_999_999n
const pubkey = `${storyHash('validator key part 1')}${storyHash('validator key part 2').slice(2, 34)}` as Hex
const credentials = storyHash('withdrawal credentials')
const signature = `${storyHash('sig 1')}${storyHash('sig 2').slice(2)}${storyHash('sig 3').slice(2)}` as Hex
/** frxETHMinter's record of `value` submitted by alice for `recipient`. */
const fraxSubmitted = (recipient: `0x${string}`, value: bigint) =>
  emit(FRAX_MINTER, fraxMinter, 'ETHSubmitted', { sender: alice, recipient, sent_amount: value, withheld_amt: 0n })

/** 32 ETH in Gwei as the contract logs it: a little-endian uint64. */
const littleEndian = (value: bigint) => `0x${numberToHex(value, { size: 8 }).slice(2).match(/../g)!.reverse().join('')}` as Hex

export const stakingCases: StoryCases = () => ({
  kind: 'staking',
  abis: [
    { source: '@lidofinance Lido stETH', abi: lido },
    { source: 'beacon deposit contract, verified source', abi: depositContract },
    { source: 'viem erc20Abi', abi: erc20Abi },
    { source: 'sushi/_cjs/evm/abi/index.js#masterChefV1Abi_deposit', abi: masterChefDeposit },
    { source: 'sushi/_cjs/evm/abi/index.js#masterChefV1Abi_withdraw', abi: masterChefWithdraw },
    { source: 'verified: Ethena sUSDe (StakedUSDeV2)', abi: stakedUsde },
    { source: 'verified: Frax frxETHMinter', abi: fraxMinter },
    { source: 'verified: Convex Booster', abi: convexBooster },
  ],
  cases: [
    {
      name: 'LP tokens deposited into a MasterChef-style farm',
      tx: {
        from: alice,
        to: FARM,
        input: encodeFunctionData({ abi: masterChefDeposit, functionName: 'deposit', args: [3n, FARMED] }),
        logs: [emit(LP_TOKEN, erc20Abi, 'Transfer', { from: alice, to: FARM, value: FARMED })],
      },
      line: 'Deposited 12,500,000,000,000,000,000 raw units of 0x1b1b…1b1b into 0xfa4b…fa4b',
    },
    {
      name: 'a Curve LP token deposited into Convex’s Booster, its receipt staked for the depositor',
      tx: {
        from: alice,
        to: BOOSTER,
        input: encodeFunctionData({ abi: convexBooster, functionName: 'deposit', args: [188n, FARMED, true] }),
        logs: [
          emit(LP_TOKEN, erc20Abi, 'Transfer', { from: alice, to: CONVEX_STAKER, value: FARMED }),
          emit(BOOSTER, convexBooster, 'Deposited', { user: alice, poolid: 188n, amount: FARMED }),
        ],
      },
      line: 'Deposited 12,500,000,000,000,000,000 raw units of 0x1b1b…1b1b into 0xf403…ae31',
    },
    {
      name: 'LP tokens withdrawn from a MasterChef-style farm with the reward they earned',
      tx: {
        from: alice,
        to: FARM,
        input: encodeFunctionData({ abi: masterChefWithdraw, functionName: 'withdraw', args: [3n, FARMED] }),
        logs: [
          emit(REWARD, erc20Abi, 'Transfer', { from: FARM, to: alice, value: HARVESTED }),
          emit(LP_TOKEN, erc20Abi, 'Transfer', { from: FARM, to: alice, value: FARMED }),
        ],
      },
      line: 'Withdrew 3,250,000,000,000,000,000 raw units of 0x5e5e…5e5e and 12,500,000,000,000,000,000 raw units of 0x1b1b…1b1b from 0xfa4b…fa4b',
    },
    {
      name: 'USDe unstaked from sUSDe once its cooldown ended, paid out of the silo',
      tx: {
        from: alice,
        to: SUSDE,
        input: encodeFunctionData({ abi: stakedUsde, functionName: 'unstake', args: [alice] }),
        logs: [emit(USDE, erc20Abi, 'Transfer', { from: SILO, to: alice, value: COOLED_DOWN })],
      },
      line: 'Withdrew 1,172,500,000,000,000,000,000 raw units of 0x4c9e…68b3 from 0x9d39…3497',
    },
    {
      name: 'ETH staked with Lido for stETH',
      tx: {
        from: alice,
        to: LIDO,
        value: STAKED,
        input: encodeFunctionData({ abi: lido, functionName: 'submit', args: [zeroAddress] }),
        logs: [
          emit(LIDO, lido, 'Submitted', { sender: alice, amount: STAKED, referral: zeroAddress }),
          emit(LIDO, erc20Abi, 'Transfer', { from: zeroAddress, to: alice, value: SHARES_MINTED }),
        ],
      },
      line: 'Staked 1.12137397 ETH, receiving 1,121,373,969,999,999,999 raw units of 0xae7a…fe84',
    },
    {
      name: 'ETH staked through a minter that mints its liquid token to the sender',
      tx: {
        from: alice,
        to: FRAX_MINTER,
        value: STAKED,
        input: encodeFunctionData({ abi: fraxMinter, functionName: 'submit' }),
        logs: [emit(FRX_ETH, erc20Abi, 'Transfer', { from: zeroAddress, to: alice, value: STAKED }), fraxSubmitted(alice, STAKED)],
      },
      line: 'Staked 1.12137397 ETH, receiving 1,121,373,970,000,000,000 raw units of 0x5e84…aa1f',
    },
    {
      name: 'ETH staked through a minter and its token put into the staking vault, whose shares the sender gets',
      tx: {
        from: alice,
        to: FRAX_MINTER,
        value: STAKED,
        input: encodeFunctionData({ abi: fraxMinter, functionName: 'submitAndDeposit', args: [alice] }),
        logs: [
          emit(FRX_ETH, erc20Abi, 'Transfer', { from: zeroAddress, to: FRAX_MINTER, value: STAKED }),
          emit(FRX_ETH, erc20Abi, 'Transfer', { from: FRAX_MINTER, to: SFRX_ETH, value: STAKED }),
          emit(SFRX_ETH, erc20Abi, 'Transfer', { from: zeroAddress, to: alice, value: SFRX_SHARES }),
          fraxSubmitted(alice, STAKED),
        ],
      },
      line: 'Staked 1.12137397 ETH, receiving 893,412,004,113,507,220 raw units of 0xac3e…e38f',
    },
    {
      name: 'a look-alike: ETH a minter took for another account’s token',
      tx: {
        from: alice,
        to: FRAX_MINTER,
        value: STAKED,
        input: encodeFunctionData({ abi: fraxMinter, functionName: 'submitAndGive', args: [bob] }),
        logs: [emit(FRX_ETH, erc20Abi, 'Transfer', { from: zeroAddress, to: bob, value: STAKED }), fraxSubmitted(bob, STAKED)],
      },
      line: 'Sent 1.12137397 ETH to 0xbafa…1138',
    },
    {
      name: 'a 32 ETH beacon-chain deposit for one validator',
      tx: {
        from: alice,
        to: DEPOSIT_CONTRACT,
        value: parseEther('32'),
        input: encodeFunctionData({ abi: depositContract, functionName: 'deposit', args: [pubkey, credentials, signature, storyHash('deposit data root')] }),
        logs: [
          emit(DEPOSIT_CONTRACT, depositContract, 'DepositEvent', {
            pubkey,
            withdrawal_credentials: credentials,
            amount: littleEndian(32_000_000_000n),
            signature,
            index: littleEndian(1_913_407n),
          }),
        ],
      },
      line: `Deposited 32 ETH to the beacon chain for validator ${pubkey.slice(0, 10)}…${pubkey.slice(-8)}`,
    },
  ],
})
