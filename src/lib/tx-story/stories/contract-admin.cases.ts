import { encodeFunctionData, erc20Abi, keccak256, parseAbi, stringToHex, zeroAddress, zeroHash } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { CaseTx, StoryCases } from './case-fixture'
import { PEOPLE } from './case-people'

/** OpenZeppelin's Ownable and Ownable2Step, as @openzeppelin/contracts publishes them. */
const ownable = parseAbi([
  'function renounceOwnership()',
  'function transferOwnership(address newOwner)',
  'event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)',
])
const ownable2Step = parseAbi([
  'function acceptOwnership()',
  'function transferOwnership(address newOwner)',
  'event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner)',
  'event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)',
])
/** OpenZeppelin's AccessControl. */
const accessControl = parseAbi([
  'function grantRole(bytes32 role, address account)',
  'function revokeRole(bytes32 role, address account)',
  'function renounceRole(bytes32 role, address callerConfirmation)',
  'event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)',
  'event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender)',
])
/** OpenZeppelin's Pausable. */
const pausable = parseAbi(['event Paused(address account)', 'event Unpaused(address account)'])
/** A pausable token's own pause and unpause, as thirdweb's ERC1155 preset (@thirdweb-dev/contracts-js) declares them. */
const pauseCalls = parseAbi(['function pause()', 'function unpause()'])
/** A UUPS proxy's own upgrade, and the ERC-1967 event every such proxy logs. */
const uups = parseAbi(['function upgradeToAndCall(address newImplementation, bytes data) payable'])
const erc1967 = parseAbi(['event Upgraded(address indexed implementation)'])
/** A transparent proxy's admin contract. */
const proxyAdmin = parseAbi(['function upgradeAndCall(address proxy, address implementation, bytes data) payable'])

const { alice, bob, carol, relayer } = PEOPLE
/** A token contract no list names, which alice owns. */
const TOKEN = PEOPLE.unlisted
const IMPLEMENTATION = '0x1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d'
const ADMIN = '0xad00ad00ad00ad00ad00ad00ad00ad00ad00ad00'
const MINTER_ROLE = keccak256(stringToHex('MINTER_ROLE'))
const PAUSER_ROLE = keccak256(stringToHex('PAUSER_ROLE'))
/** A role of the contract's own naming, whose hash is of no name OpenZeppelin gives. */
const KEEPER_ROLE = keccak256(stringToHex('KEEPER_OF_THE_VAULT'))

const ownershipTransferred = (previousOwner: string, newOwner: string) => emit(TOKEN, ownable, 'OwnershipTransferred', { previousOwner, newOwner })
const granted = (role: `0x${string}`, account: string, sender: string) => emit(TOKEN, accessControl, 'RoleGranted', { role, account, sender })
const revoked = (role: `0x${string}`, account: string, sender: string) => emit(TOKEN, accessControl, 'RoleRevoked', { role, account, sender })
const upgradedAt = (proxy: string) => emit(proxy, erc1967, 'Upgraded', { implementation: IMPLEMENTATION })
const roleCall = (functionName: 'grantRole' | 'revokeRole' | 'renounceRole', role: `0x${string}`, account: `0x${string}`) =>
  encodeFunctionData({ abi: accessControl, functionName, args: [role, account] })
const renounce = (logs: CaseTx['logs']): CaseTx => ({
  from: alice,
  to: TOKEN,
  input: encodeFunctionData({ abi: ownable, functionName: 'renounceOwnership' }),
  logs,
})
const handOver = (logs: CaseTx['logs']): CaseTx => ({
  from: alice,
  to: TOKEN,
  input: encodeFunctionData({ abi: ownable, functionName: 'transferOwnership', args: [bob] }),
  logs,
})
const upgradeThroughAdmin = (logs: CaseTx['logs']): CaseTx => ({
  from: alice,
  to: ADMIN,
  input: encodeFunctionData({ abi: proxyAdmin, functionName: 'upgradeAndCall', args: [TOKEN, IMPLEMENTATION, '0x'] }),
  logs,
})

const pausing = (functionName: 'pause' | 'unpause', eventName: 'Paused' | 'Unpaused'): CaseTx => ({
  from: alice,
  to: TOKEN,
  input: encodeFunctionData({ abi: pauseCalls, functionName }),
  logs: [emit(TOKEN, pausable, eventName, { account: alice })],
})

export const contractAdminCases: StoryCases = () => ({
  kind: 'contract-admin',
  abis: [
    { source: '@openzeppelin/contracts/build/contracts/Ownable.json', abi: ownable },
    { source: '@openzeppelin/contracts/build/contracts/Ownable2Step.json', abi: ownable2Step },
    { source: '@openzeppelin/contracts/build/contracts/AccessControl.json', abi: accessControl },
    { source: '@openzeppelin/contracts/build/contracts/Pausable.json', abi: pausable },
    { source: '@openzeppelin/contracts/build/contracts/UUPSUpgradeable.json', abi: uups },
    { source: '@openzeppelin/contracts/build/contracts/IERC1967.json', abi: erc1967 },
    { source: '@openzeppelin/contracts/build/contracts/ProxyAdmin.json', abi: proxyAdmin },
    { source: '@thirdweb-dev/contracts-js/dist/abis/ERC1155PresetUpgradeable.json', abi: pauseCalls },
    { source: 'viem erc20Abi', abi: erc20Abi },
  ],
  cases: [
    {
      name: 'an owner renouncing a token contract’s ownership',
      tx: renounce([ownershipTransferred(alice, zeroAddress)]),
      line: 'Renounced ownership of 0x7e57…c0de',
      e2e: true,
    },
    {
      name: 'an owner handing a contract to another account',
      tx: handOver([ownershipTransferred(alice, bob)]),
      line: 'Transferred ownership of 0x7e57…c0de to 0x2a4c…8a10',
    },
    {
      name: 'a two-step handover started: the new owner must accept it',
      tx: handOver([emit(TOKEN, ownable2Step, 'OwnershipTransferStarted', { previousOwner: alice, newOwner: bob })]),
      line: 'Offered ownership of 0x7e57…c0de to 0x2a4c…8a10, who must accept it',
    },
    {
      name: 'a two-step handover accepted by the new owner',
      tx: { from: bob, to: TOKEN, input: encodeFunctionData({ abi: ownable2Step, functionName: 'acceptOwnership' }), logs: [ownershipTransferred(alice, bob)] },
      line: 'Accepted ownership of 0x7e57…c0de from 0x7f3a…1d9b',
    },
    {
      name: 'a minter role granted, named by the hash of the name OpenZeppelin gives it',
      tx: { from: alice, to: TOKEN, input: roleCall('grantRole', MINTER_ROLE, bob), logs: [granted(MINTER_ROLE, bob, alice)] },
      line: 'Granted MINTER_ROLE on 0x7e57…c0de to 0x2a4c…8a10',
      e2e: true,
    },
    {
      name: 'a role of the contract’s own naming granted: its hash, shortened',
      tx: { from: alice, to: TOKEN, input: roleCall('grantRole', KEEPER_ROLE, bob), logs: [granted(KEEPER_ROLE, bob, alice)] },
      line: `Granted role ${KEEPER_ROLE.slice(0, 6)}…${KEEPER_ROLE.slice(-4)} on 0x7e57…c0de to 0x2a4c…8a10`,
    },
    {
      name: 'the default admin role revoked from another account',
      tx: { from: alice, to: TOKEN, input: roleCall('revokeRole', zeroHash, carol), logs: [revoked(zeroHash, carol, alice)] },
      line: 'Revoked the default admin role on 0x7e57…c0de from 0x4d3c…6d5c',
    },
    {
      name: 'a holder giving up its own role',
      tx: { from: bob, to: TOKEN, input: roleCall('renounceRole', PAUSER_ROLE, bob), logs: [revoked(PAUSER_ROLE, bob, bob)] },
      line: 'Gave up PAUSER_ROLE on 0x7e57…c0de',
    },
    {
      name: 'a UUPS proxy upgraded by its own call',
      tx: {
        from: alice,
        to: TOKEN,
        input: encodeFunctionData({ abi: uups, functionName: 'upgradeToAndCall', args: [IMPLEMENTATION, '0x'] }),
        logs: [upgradedAt(TOKEN)],
      },
      line: 'Upgraded 0x7e57…c0de to the implementation at 0x1a2b…3c4d',
    },
    {
      name: 'a transparent proxy upgraded through its admin contract, which names the proxy',
      tx: upgradeThroughAdmin([upgradedAt(TOKEN)]),
      line: 'Upgraded 0x7e57…c0de to the implementation at 0x1a2b…3c4d',
    },
    {
      name: 'a token paused by its pauser',
      tx: pausing('pause', 'Paused'),
      line: 'Paused 0x7e57…c0de',
    },
    {
      name: 'a token unpaused by its pauser',
      tx: pausing('unpause', 'Unpaused'),
      line: 'Unpaused 0x7e57…c0de',
    },
    {
      name: 'look-alike: an ownership event naming another previous owner than the sender',
      tx: renounce([ownershipTransferred(carol, zeroAddress)]),
      line: 'Called renounceOwnership on 0x7e57…c0de',
    },
    {
      name: 'look-alike: a handover that also paid tokens out is more than a handover',
      tx: handOver([ownershipTransferred(alice, bob), emit(TOKEN, erc20Abi, 'Transfer', { from: TOKEN, to: alice, value: 10n ** 18n })]),
      line: 'Called transferOwnership on 0x7e57…c0de (received 1,000,000,000,000,000,000 raw units of 0x7e57…c0de)',
    },
    {
      name: 'look-alike: an admin contract’s upgrade whose event comes from another proxy than the one it names',
      tx: upgradeThroughAdmin([upgradedAt(relayer)]),
      line: 'Called upgradeAndCall on 0xad00…ad00',
    },
    {
      name: 'look-alike: a role granted by another account than the sender (the sender relayed it)',
      tx: { from: relayer, to: TOKEN, input: roleCall('grantRole', MINTER_ROLE, bob), logs: [granted(MINTER_ROLE, bob, alice)] },
      line: 'Called grantRole on 0x7e57…c0de',
    },
  ],
})
