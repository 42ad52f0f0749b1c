import { encodeFunctionData, keccak256, parseAbi, stringToHex, zeroAddress } from 'viem'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE } from './case-people'

/** ENS's ETHRegistrarController, as its published contracts declare it. */
export const ensController = parseAbi([
  'function register(string name, address owner, uint256 duration, bytes32 secret, address resolver, bytes[] data, bool reverseRecord, uint16 ownerControlledFuses) payable',
  'function renew(string name, uint256 duration) payable',
  'event NameRegistered(string name, bytes32 indexed label, address indexed owner, uint256 baseCost, uint256 premium, uint256 expires)',
  'event NameRenewed(string name, bytes32 indexed label, uint256 cost, uint256 expires)',
])
/** The controller ENS ran from 2019 to 2023, as its verified source declares it. */
const controller2019 = parseAbi([
  'function registerWithConfig(string name, address owner, uint256 duration, bytes32 secret, address resolver, address addr)',
  'event NameRegistered(string name, bytes32 indexed label, address indexed owner, uint256 cost, uint256 expires)',
])
/** ENS's controller with a referrer, as @ensdomains/ensjs declares its `register`, `NameRegistered` and `renew`. */
const controllerWithReferrer = parseAbi([
  'function register((string label, address owner, uint256 duration, bytes32 secret, address resolver, bytes[] data, uint8 reverseRecord, bytes32 referrer) registration) payable',
  'event NameRegistered(string label, bytes32 indexed labelhash, address indexed owner, uint256 baseCost, uint256 premium, uint256 expires, bytes32 referrer)',
  'function renew(string label, uint256 duration, bytes32 referrer) payable',
])
/** A controller's `commit`, as @ensdomains/ensjs declares it. */
const controllerCommit = parseAbi(['function commit(bytes32 commitment)'])
/** Its `NameRenewed`, as the project's table of verified sources declares it. */
const renewedWithReferrer = parseAbi(['event NameRenewed(string label, bytes32 indexed labelhash, uint256 cost, uint256 expires, bytes32 referrer)'])
const { alice, bob } = PEOPLE
export const ENS_CONTROLLER = '0x253553366da8546fc250f225fe3d25d0c782303b'
const CONTROLLER = ENS_CONTROLLER
const CONTROLLER_2019 = '0x283af0b28c62c092c9727f1ee09c02ca627eb7f5'
/** A label as a hostile registrant could pick it: markup, and a right-to-left override that flips what follows. */
const HOSTILE_LABEL = '<img src=x onerror=alert(1)>\u202egnp'
const CONTROLLER_WITH_REFERRER = '0x59e16fccd424cc24e280be16e11bcd56fb0ce547'
const EXPIRES = 1_742_000_000n
const YEAR = 31_536_000n

/** The current controller's `NameRegistered` for a name (its label hashed from it), with no premium paid. */
export const nameRegistered = (name: string, owner: string, baseCost: bigint, expires: bigint) =>
  emit(CONTROLLER, ensController, 'NameRegistered', { name, label: keccak256(stringToHex(name)), owner, baseCost, premium: 0n, expires })

/** lyricist.eth registered for Alice for a year, by `from` (Alice herself, or someone registering it for her). */
const lyricistRegistered = (from: string, secret: string) => ({
  from,
  to: CONTROLLER,
  value: 1_638_565_744_096_891n,
  input: encodeFunctionData({
    abi: ensController,
    functionName: 'register',
    args: ['lyricist', alice, YEAR, storyHash(secret), zeroAddress, [], false, 0],
  }),
  logs: [nameRegistered('lyricist', alice, 1_600_000_000_000_000n, EXPIRES)],
})

/** A commitment to register a name, from `from` to `to`, hiding the name behind its hash. */
const commitment = (from: string, to: string, value = 0n) => ({
  from,
  to,
  value,
  input: encodeFunctionData({ abi: controllerCommit, functionName: 'commit', args: [storyHash('lyricist, alice, a year, commit secret')] }),
})

export const ensCases: StoryCases = (listed) => ({
  kind: 'ens',
  abis: [
    { source: '@ensdomains/ens-contracts ETHRegistrarController', abi: ensController },
    { source: 'verified: ENS ETHRegistrarController (2019)', abi: controller2019 },
    { source: '@ensdomains/ensjs/dist/contracts/ethRegistrarController.js#ethRegistrarControllerRegisterSnippet', abi: controllerWithReferrer.slice(0, 1) },
    {
      source: '@ensdomains/ensjs/dist/contracts/ethRegistrarController.js#ethRegistrarControllerNameRegisteredEventSnippet',
      abi: controllerWithReferrer.slice(1, 2),
    },
    { source: '@ensdomains/ensjs/dist/contracts/ethRegistrarController.js#ethRegistrarControllerRenewSnippet', abi: controllerWithReferrer.slice(2) },
    { source: 'verified: ENS ETHRegistrarController (with referrer)', abi: renewedWithReferrer },
    { source: '@ensdomains/ensjs/dist/contracts/ethRegistrarController.js#ethRegistrarControllerCommitSnippet', abi: controllerCommit },
  ],
  cases: [
    {
      name: 'a .eth name registered for a year',
      tx: lyricistRegistered(alice, 'commit secret'),
      line: 'Registered ENS name lyricist.eth until 2025-03-15',
    },
    {
      name: 'a .eth name registered by one account for another owner',
      tx: lyricistRegistered(bob, 'gift commit secret'),
      line: 'Registered ENS name lyricist.eth for 0x7f3a…1d9b until 2025-03-15',
    },
    {
      name: 'a .eth name registered through the controller that names a referrer, with a premium paid',
      tx: {
        from: alice,
        to: CONTROLLER_WITH_REFERRER,
        value: 5_012_000_000_000_000n,
        input: encodeFunctionData({
          abi: controllerWithReferrer,
          functionName: 'register',
          args: [
            {
              label: 'ünïcode-ok',
              owner: alice,
              duration: YEAR,
              secret: storyHash('referrer commit secret'),
              resolver: zeroAddress,
              data: [],
              reverseRecord: 0,
              referrer: storyHash('a referrer'),
            },
          ],
        }),
        logs: [
          emit(CONTROLLER_WITH_REFERRER, controllerWithReferrer, 'NameRegistered', {
            label: 'ünïcode-ok',
            labelhash: keccak256(stringToHex('ünïcode-ok')),
            owner: alice,
            baseCost: 1_600_000_000_000_000n,
            premium: 3_412_000_000_000_000n,
            expires: EXPIRES,
            referrer: storyHash('a referrer'),
          }),
        ],
      },
      line: 'Registered ENS name ünïcode-ok.eth until 2025-03-15',
    },
    {
      name: 'a .eth name registered through the 2019 controller, with its resolver set',
      tx: {
        from: bob,
        to: CONTROLLER_2019,
        value: 3_200_000_000_000_000n,
        input: encodeFunctionData({
          abi: controller2019,
          functionName: 'registerWithConfig',
          args: ['a-much-longer-name-than-most-people-pick', bob, 2n * YEAR, storyHash('older commit secret'), zeroAddress, bob],
        }),
        logs: [
          emit(CONTROLLER_2019, controller2019, 'NameRegistered', {
            name: 'a-much-longer-name-than-most-people-pick',
            label: keccak256(stringToHex('a-much-longer-name-than-most-people-pick')),
            owner: bob,
            cost: 3_200_000_000_000_000n,
            expires: EXPIRES,
          }),
        ],
      },
      line: 'Registered ENS name a-much-longer-name-than-most-people-pick.eth until 2025-03-15',
    },
    {
      name: 'a .eth name with hidden characters renewed',
      tx: {
        from: alice,
        to: CONTROLLER,
        value: 1_638_565_744_096_891n,
        input: encodeFunctionData({ abi: ensController, functionName: 'renew', args: ['pay\u202emoc', YEAR] }),
        logs: [
          emit(CONTROLLER, ensController, 'NameRenewed', {
            name: 'pay\u202emoc',
            label: keccak256(stringToHex('pay\u202emoc')),
            cost: 1_600_000_000_000_000n,
            expires: EXPIRES,
          }),
        ],
      },
      line: 'Renewed ENS name pay\uFFFDmoc.eth until 2025-03-15',
    },
    {
      name: 'a .eth name renewed through the controller that names a referrer, its label markup and a right-to-left override',
      tx: {
        from: bob,
        to: CONTROLLER_WITH_REFERRER,
        value: 4_800_000_000_000_000n,
        input: encodeFunctionData({ abi: controllerWithReferrer, functionName: 'renew', args: [HOSTILE_LABEL, 3n * YEAR, storyHash('a referrer')] }),
        logs: [
          emit(CONTROLLER_WITH_REFERRER, renewedWithReferrer, 'NameRenewed', {
            label: HOSTILE_LABEL,
            labelhash: keccak256(stringToHex(HOSTILE_LABEL)),
            cost: 4_800_000_000_000_000n,
            expires: EXPIRES,
            referrer: storyHash('a referrer'),
          }),
        ],
      },
      line: 'Renewed ENS name <img src=x onerror=alert(1)>\uFFFDgnp.eth until 2025-03-15',
    },
    {
      name: 'a commitment to register a .eth name, the first of a registration’s two steps',
      tx: commitment(alice, listed({ role: 'ens-registrar-controller', protocol: 'ENS' })),
      line: 'Committed to registering an ENS name, which stays hidden until it is registered',
    },
    {
      name: 'a commitment of the same shape to a contract no list names as ENS’s (another commit-and-reveal game)',
      tx: commitment(alice, '0x9d4e8a41b7c3f26d05e1a8b97c4f3d2e1a0b5c6d'),
      line: 'Called commit on 0x9d4e…5c6d',
    },
    {
      name: 'a commitment to an ENS controller that also paid it ETH, which a commitment never does',
      tx: commitment(bob, listed({ role: 'ens-registrar-controller', protocol: 'ENS' }), 10_000_000_000_000_000n),
      line: 'Sent 0.01 ETH to ENS: ETHRegistrarController',
    },
  ],
})
