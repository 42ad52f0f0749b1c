import { encodeFunctionData, keccak256, parseAbi, parseEther, toHex } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE } from './case-people'

/** Farcaster's registries and gateways, the parts used here, as @farcaster/core's ABIs declare them. */
const idRegistry = parseAbi(['event Register(address indexed to, uint256 indexed id, address recovery)'])
const keyRegistry = parseAbi([
  'event Add(uint256 indexed fid, uint32 indexed keyType, bytes indexed key, bytes keyBytes, uint8 metadataType, bytes metadata)',
  'event Remove(uint256 indexed fid, bytes indexed key, bytes keyBytes)',
])
const storageRegistry = parseAbi([
  'function rent(uint256 fid, uint256 units) payable returns (uint256 overpayment)',
  'event Rent(address indexed payer, uint256 indexed fid, uint256 units)',
])
const keyGateway = parseAbi(['function add(uint32 keyType, bytes key, uint8 metadataType, bytes metadata)'])
const { alice, bob, relayer, unlisted } = PEOPLE
const FID = 1_234_567n
const PRICE = parseEther('0.00091')
const OPTIMISM = 'optimism'

const key = (name: string) => keccak256(toHex(`farcaster key ${name}`))
const metadata = toHex('signed key request', { size: 96 })

export const farcasterCases: StoryCases = (listed) => {
  const ids = listed({ role: 'farcaster-id-registry', chain: OPTIMISM })
  const keys = listed({ role: 'farcaster-key-registry', chain: OPTIMISM })
  const storage = listed({ role: 'farcaster-storage-registry', chain: OPTIMISM })
  const registered = (at: string, to: string, id = FID) => emit(at, idRegistry, 'Register', { to, id, recovery: bob })
  const added = (fid: bigint, name: string, at = keys) =>
    emit(at, keyRegistry, 'Add', { fid, keyType: 1, key: key(name), keyBytes: key(name), metadataType: 1, metadata })
  const removed = (fid: bigint, name: string) => emit(keys, keyRegistry, 'Remove', { fid, key: key(name), keyBytes: key(name) })
  const rented = (fid: bigint, units: bigint) => emit(storage, storageRegistry, 'Rent', { payer: alice, fid, units })
  const addInput = (name: string) => encodeFunctionData({ abi: keyGateway, functionName: 'add', args: [1, key(name), 1, metadata] })
  return {
    kind: 'farcaster',
    abis: [
      { source: '@farcaster/core/dist/index.js#idRegistryABI', abi: idRegistry },
      { source: '@farcaster/core/dist/index.js#keyRegistryABI', abi: keyRegistry },
      { source: '@farcaster/core/dist/index.js#storageRegistryABI', abi: storageRegistry },
      { source: '@farcaster/core/dist/index.js#keyGatewayABI', abi: keyGateway },
    ],
    cases: [
      {
        name: 'an account’s Farcaster ID registered with its storage and an app’s key, paid in ETH',
        chain: OPTIMISM,
        tx: {
          from: alice,
          to: unlisted,
          value: PRICE,
          logs: [registered(ids, alice), rented(FID, 1n), added(FID, 'app')],
          internal: [{ from: unlisted, to: storage, value: PRICE }],
        },
        line: 'Registered Farcaster ID #1234567',
      },
      {
        name: 'a Farcaster ID registered for another account',
        chain: OPTIMISM,
        tx: { from: relayer, to: unlisted, logs: [registered(ids, bob)] },
        line: 'Registered Farcaster ID #1234567 for 0x2a4c…8a10',
      },
      {
        name: 'an app’s key added to a Farcaster ID by the app’s relayer',
        chain: OPTIMISM,
        tx: { from: relayer, to: unlisted, input: addInput('app'), logs: [added(FID, 'app')] },
        line: 'Added a key to Farcaster ID #1234567',
      },
      {
        name: 'two keys removed from one Farcaster ID',
        chain: OPTIMISM,
        tx: { from: alice, to: keys, logs: [removed(FID, 'old app'), removed(FID, 'older app')] },
        line: 'Removed 2 keys from Farcaster ID #1234567',
      },
      {
        name: 'storage rented for a Farcaster ID',
        chain: OPTIMISM,
        tx: {
          from: alice,
          to: storage,
          value: PRICE * 2n,
          input: encodeFunctionData({ abi: storageRegistry, functionName: 'rent', args: [FID, 2n] }),
          logs: [rented(FID, 2n)],
        },
        line: 'Rented 2 units of Farcaster storage for ID #1234567',
      },
      {
        name: 'a look-alike: the same registration event from a contract no list names',
        chain: OPTIMISM,
        tx: { from: alice, to: unlisted, logs: [registered(unlisted, alice)] },
        line: 'Called 0x7e57…c0de',
      },
      {
        name: 'a look-alike: keys added to two Farcaster IDs',
        chain: OPTIMISM,
        tx: { from: relayer, to: unlisted, logs: [added(FID, 'app'), added(FID + 1n, 'app')] },
        line: 'Called 0x7e57…c0de',
      },
    ],
  }
}
