import { encodeFunctionData, erc20Abi, parseAbi, toHex, zeroAddress, type Hex } from 'viem'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

/** Safe 1.3.0 and its proxy factory, as @safe-global/safe-deployments publishes them. */
const safe = parseAbi([
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures) payable returns (bool success)',
  'function addOwnerWithThreshold(address owner, uint256 _threshold)',
  'function setup(address[] _owners, uint256 _threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)',
  'function execTransactionFromModule(address to, uint256 value, bytes data, uint8 operation) returns (bool success)',
  'event ExecutionSuccess(bytes32 txHash, uint256 payment)',
  'event ExecutionFromModuleSuccess(address indexed module)',
  'event AddedOwner(address owner)',
  'event ChangedThreshold(uint256 threshold)',
  'event SafeSetup(address indexed initiator, address[] owners, uint256 threshold, address initializer, address fallbackHandler)',
])
const factory = parseAbi([
  'function createProxyWithNonce(address _singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
  'event ProxyCreation(address proxy, address singleton)',
])

const { alice, bob, carol, dave, erin, relayer } = PEOPLE
const SAFE = PEOPLE.safe
const signatures = toHex('three owners’ 65-byte signatures stand here, as the Safe app collects them')
const exec = (to: Hex, data: Hex) =>
  encodeFunctionData({ abi: safe, functionName: 'execTransaction', args: [to, 0n, data, 0, 0n, 0n, 0n, zeroAddress, zeroAddress, signatures] })
const success = emit(SAFE, safe, 'ExecutionSuccess', { txHash: storyHash('safe tx'), payment: 0n })
const pay = (to: string, value: bigint) => emit(TOKENS.usdt, erc20Abi, 'Transfer', { from: SAFE, to, value })
/** A module (here an account the Safe enabled as one: a card's spender, a role's operator) making the Safe call `to`. */
const fromModule = (to: Hex, data: Hex) => encodeFunctionData({ abi: safe, functionName: 'execTransactionFromModule', args: [to, 0n, data, 0] })
const transferData = (to: Hex, value: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, value] })
const moduleRan = (account: Hex) => emit(account, safe, 'ExecutionFromModuleSuccess', { module: relayer })
const SPENT = 12_500_000n

export const safeCases: StoryCases = (listed) => {
  const proxyFactory = listed({ role: 'safe-proxy-factory', protocol: 'Safe 1.3.0' })
  const singleton = listed({ role: 'safe-singleton', protocol: 'Safe 1.3.0' })
  return {
    kind: 'safe',
    abis: [
      { source: '@safe-global/safe-deployments/dist/assets/v1.3.0/gnosis_safe.json', abi: safe },
      { source: '@safe-global/safe-deployments/dist/assets/v1.3.0/proxy_factory.json', abi: factory },
      { source: 'viem erc20Abi', abi: erc20Abi },
    ],
    cases: [
      {
        name: 'a Safe paying five people USDT through a MultiSend',
        tx: {
          from: alice,
          to: SAFE,
          input: exec(TOKENS.usdt, '0x'),
          logs: [
            pay(bob, 5_000_000_000n),
            pay(carol, 4_000_000_000n),
            pay(dave, 2_113_050_871n),
            pay(erin, 1_500_000_000n),
            pay(relayer, 500_000_000n),
            success,
          ],
        },
        line: 'Safe 0x5afe…5afe sent 13,113.050871 USDT to 5 addresses',
        e2e: true,
      },
      {
        name: 'a Safe adding an owner and raising its threshold',
        tx: {
          from: bob,
          to: SAFE,
          input: exec(SAFE, encodeFunctionData({ abi: safe, functionName: 'addOwnerWithThreshold', args: [erin, 2n] })),
          logs: [emit(SAFE, safe, 'AddedOwner', { owner: erin }), emit(SAFE, safe, 'ChangedThreshold', { threshold: 2n }), success],
        },
        line: 'Safe 0x5afe…5afe added owner 0x9b8c…1b0c, set its threshold to 2',
      },
      {
        name: 'a new Safe of two owners from the published proxy factory',
        tx: {
          from: alice,
          to: proxyFactory,
          input: encodeFunctionData({
            abi: factory,
            functionName: 'createProxyWithNonce',
            args: [
              singleton,
              encodeFunctionData({ abi: safe, functionName: 'setup', args: [[alice, bob], 2n, zeroAddress, '0x', zeroAddress, zeroAddress, 0n, zeroAddress] }),
              1_732_870_000n,
            ],
          }),
          logs: [
            emit(SAFE, safe, 'SafeSetup', {
              initiator: proxyFactory,
              owners: [alice, bob],
              threshold: 2n,
              initializer: zeroAddress,
              fallbackHandler: zeroAddress,
            }),
            emit(proxyFactory, factory, 'ProxyCreation', { proxy: SAFE, singleton }),
          ],
        },
        line: 'Created Safe 0x5afe…5afe with a threshold of 2 of 2 owners: 0x7f3a…1d9b, 0x2a4c…8a10',
      },
      {
        name: 'an execTransaction whose ExecutionSuccess comes from another contract',
        tx: {
          from: alice,
          to: SAFE,
          input: exec(bob, '0x'),
          logs: [emit(PEOPLE.unlisted, safe, 'ExecutionSuccess', { txHash: storyHash('safe tx'), payment: 0n })],
        },
        line: 'Called execTransaction on 0x5afe…5afe',
      },
      {
        name: 'a card’s spend: the Safe’s module moving its USDC, sent by the module’s operator',
        tx: {
          from: relayer,
          to: SAFE,
          input: fromModule(TOKENS.usdc, transferData(bob, SPENT)),
          logs: [emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: SAFE, to: bob, value: SPENT }), moduleRan(SAFE)],
        },
        line: 'Safe 0x5afe…5afe sent 12.5 USDC to 0x2a4c…8a10',
      },
      {
        name: 'modules of two Safes run in one transaction: no one Safe is said to have acted',
        tx: {
          from: relayer,
          to: SAFE,
          input: fromModule(TOKENS.usdc, transferData(bob, SPENT)),
          logs: [emit(TOKENS.usdc, erc20Abi, 'Transfer', { from: SAFE, to: bob, value: SPENT }), moduleRan(SAFE), moduleRan(PEOPLE.smartAccount)],
        },
        line: 'Called execTransactionFromModule on 0x5afe…5afe',
      },
      {
        name: 'a module’s call that moved nothing of the Safe’s',
        tx: { from: relayer, to: SAFE, input: fromModule(bob, '0x'), logs: [moduleRan(SAFE)] },
        line: 'Called execTransactionFromModule on 0x5afe…5afe',
      },
    ],
  }
}
