import { encodeFunctionData, erc20Abi, erc4626Abi, parseAbi, parseEther, parseUnits, zeroAddress } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { CaseTx, StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

const { alice, bob } = PEOPLE
/** An ERC-4626 vault of DAI, one of USDC and a bundler that deposits the chain's coin, none named by any list. */
const DAI_VAULT = '0x6c1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d2f4a6c8e'
const USDC_VAULT = '0x1d3f5a7c9e2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f'
const WETH_VAULT = '0x7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a5c'
const BUNDLER = '0x3c5e7b9d2f4a6c8e0b1d3f5a7c9e2b4d6f8a0c1e'
/** Where a vault with a cooldown parks the assets of a withdrawal until it can be claimed. */
const SILO = '0x5110511051105110511051105110511051105110'
const DEPOSITED = parseUnits('7445', 18)
const SHARES = parseUnits('7100.250311', 18)
const WITHDRAWN = parseUnits('1172000', 6)
const BURNED = parseUnits('1141393.264141539859656044', 18)
const ETH_IN = parseEther('82')
const ETH_SHARES = parseUnits('81.496831311534355622', 18)
const weth9 = parseAbi(['event Deposit(address indexed dst, uint256 wad)'])
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const deposit = (receiver: `0x${string}`) => encodeFunctionData({ abi: erc4626Abi, functionName: 'deposit', args: [DEPOSITED, receiver] })

/**
 * Alice's USDC vault shares redeemed by `caller` (the contract she called, or she herself), `paid` of the event's
 * assets reaching `receiver`.
 */
const usdcRedeemed = ({ to, caller, receiver, paid }: { to: string; caller: string; receiver: string; paid: bigint }): CaseTx => ({
  from: alice,
  to,
  logs: [
    transfer(USDC_VAULT, alice, zeroAddress, BURNED),
    transfer(TOKENS.usdc, USDC_VAULT, receiver, paid),
    emit(USDC_VAULT, erc4626Abi, 'Withdraw', { sender: caller, receiver, owner: alice, assets: WITHDRAWN, shares: BURNED }),
  ],
})

export const vaultCases: StoryCases = () => ({
  kind: 'vault',
  abis: [
    { source: 'viem erc4626Abi', abi: erc4626Abi },
    { source: 'viem erc20Abi', abi: erc20Abi },
    { source: '@uniswap/v2-periphery/build/WETH9.json', abi: weth9 },
  ],
  cases: [
    {
      name: 'DAI deposited into an ERC-4626 vault, its shares minted to the sender',
      tx: {
        from: alice,
        to: DAI_VAULT,
        input: deposit(alice),
        logs: [
          transfer(TOKENS.dai, alice, DAI_VAULT, DEPOSITED),
          transfer(DAI_VAULT, zeroAddress, alice, SHARES),
          emit(DAI_VAULT, erc4626Abi, 'Deposit', { sender: alice, receiver: alice, assets: DEPOSITED, shares: SHARES }),
        ],
      },
      line: 'Deposited 7,445 DAI into the 0x6c1e…6c8e vault, receiving 7,100,250,311,000,000,000,000 raw units of 0x6c1e…6c8e',
      e2e: true,
    },
    {
      name: 'USDC withdrawn from an ERC-4626 vault through a bundler, the sender’s shares burned',
      tx: usdcRedeemed({ to: BUNDLER, caller: BUNDLER, receiver: alice, paid: WITHDRAWN }),
      line: 'Withdrew 1,172,000 USDC from the 0x1d3f…8d0f vault, redeeming 1,141,393,264,141,539,859,656,044 raw units of 0x1d3f…8d0f',
    },
    {
      name: 'USDC withdrawn from an ERC-4626 vault to another receiver (a cooldown’s silo), the sender getting nothing',
      tx: usdcRedeemed({ to: USDC_VAULT, caller: alice, receiver: SILO, paid: WITHDRAWN }),
      line: 'Withdrew 1,172,000 USDC from the 0x1d3f…8d0f vault to 0x5110…5110, redeeming 1,141,393,264,141,539,859,656,044 raw units of 0x1d3f…8d0f',
    },
    {
      name: 'a look-alike: a withdrawal to another receiver that got another amount than the event’s assets',
      tx: usdcRedeemed({ to: USDC_VAULT, caller: alice, receiver: SILO, paid: WITHDRAWN - 1n }),
      line: 'Sent 1,141,393,264,141,539,859,656,044 raw units of 0x1d3f…8d0f',
    },
    {
      name: 'ETH wrapped by a bundler and deposited into a WETH vault for the sender',
      tx: {
        from: alice,
        to: BUNDLER,
        value: ETH_IN,
        logs: [
          emit(TOKENS.weth, weth9, 'Deposit', { dst: BUNDLER, wad: ETH_IN }),
          transfer(TOKENS.weth, BUNDLER, WETH_VAULT, ETH_IN),
          transfer(WETH_VAULT, zeroAddress, alice, ETH_SHARES),
          emit(WETH_VAULT, erc4626Abi, 'Deposit', { sender: BUNDLER, receiver: alice, assets: ETH_IN, shares: ETH_SHARES }),
        ],
      },
      line: 'Deposited 82 ETH into the 0x7a9c…3a5c vault, receiving 81,496,831,311,534,355,622 raw units of 0x7a9c…3a5c',
    },
    {
      name: 'a deposit whose shares went to someone else, which the sender did not receive',
      tx: {
        from: alice,
        to: DAI_VAULT,
        input: deposit(bob),
        logs: [
          transfer(TOKENS.dai, alice, DAI_VAULT, DEPOSITED),
          transfer(DAI_VAULT, zeroAddress, bob, SHARES),
          emit(DAI_VAULT, erc4626Abi, 'Deposit', { sender: alice, receiver: bob, assets: DEPOSITED, shares: SHARES }),
        ],
      },
      line: 'Deposited 7,445 DAI into the 0x6c1e…6c8e vault, minting 7,100,250,311,000,000,000,000 raw units of 0x6c1e…6c8e to 0x2a4c…8a10',
    },
    {
      name: 'a Deposit event whose assets are not what the sender paid, which is not told as a deposit',
      tx: {
        from: alice,
        to: DAI_VAULT,
        input: deposit(alice),
        logs: [
          transfer(TOKENS.dai, alice, DAI_VAULT, DEPOSITED / 2n),
          transfer(DAI_VAULT, zeroAddress, alice, SHARES),
          emit(DAI_VAULT, erc4626Abi, 'Deposit', { sender: alice, receiver: alice, assets: DEPOSITED, shares: SHARES }),
        ],
      },
      line: 'Deposited 3,722.5 DAI, receiving 7,100,250,311,000,000,000,000 raw units of 0x6c1e…6c8e',
    },
  ],
})
