import { encodeFunctionData, erc20Abi, numberToHex, parseAbi, parseEther, zeroAddress, type Hex } from 'viem'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
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
const { alice } = PEOPLE
const LIDO = '0xae7ab96520de3a18e5e111b5eaab095312d7fe84'
const DEPOSIT_CONTRACT = '0x00000000219ab540356cbb839cbe05303d7705fa'
const STAKED = 1_121_373_970_000_000_000n
const SHARES_MINTED = 1_121_373_969_999_999_999n
const pubkey = `${storyHash('validator key part 1')}${storyHash('validator key part 2').slice(2, 34)}` as Hex
const credentials = storyHash('withdrawal credentials')
const signature = `${storyHash('sig 1')}${storyHash('sig 2').slice(2)}${storyHash('sig 3').slice(2)}` as Hex
/** 32 ETH in Gwei as the contract logs it: a little-endian uint64. */
const littleEndian = (value: bigint) => `0x${numberToHex(value, { size: 8 }).slice(2).match(/../g)!.reverse().join('')}` as Hex

export const stakingCases: StoryCases = () => ({
  kind: 'staking',
  abis: [
    { source: '@lidofinance Lido stETH', abi: lido },
    { source: 'beacon deposit contract, verified source', abi: depositContract },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
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
