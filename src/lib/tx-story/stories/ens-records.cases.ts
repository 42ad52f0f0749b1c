import { encodeFunctionData, keccak256, namehash, parseAbi, toBytes, toHex } from 'viem'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import { verifiedAbi, type StoryCases } from './case-fixture'
import { PEOPLE } from './case-people'

/** ENS's PublicResolver, first ReverseRegistrar and registry, as @ensdomains/resolver publishes them. */
const resolver = parseAbi([
  'function setText(bytes32 node, string key, string value)',
  'function setContenthash(bytes32 node, bytes hash)',
  'function setAddr(bytes32 node, address a)',
  'event TextChanged(bytes32 indexed node, string indexed indexedKey, string key)',
  'event ContenthashChanged(bytes32 indexed node, bytes hash)',
  'event AddrChanged(bytes32 indexed node, address a)',
  'event AddressChanged(bytes32 indexed node, uint256 coinType, bytes newAddress)',
  'event NameChanged(bytes32 indexed node, string name)',
])
const reverseRegistrar = parseAbi(['function setName(string name) returns (bytes32)'])
const registry = parseAbi(['event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner)'])
/** Today's public resolver (its TextChanged carries the value) and reverse registrar, from the verified-sources table. */
const currentResolver = verifiedAbi('ENS public resolver')
const currentReverseRegistrar = verifiedAbi('ENS reverse registrar')

const { alice, bob } = PEOPLE
const RESOLVER = PEOPLE.unlisted
const REGISTRAR = PEOPLE.bot
const REGISTRY = PEOPLE.secondAccount
const NODE = namehash('lyricist.eth')
const reverseLabel = (account: string) => keccak256(toBytes(account.slice(2).toLowerCase()))
const ADDR_REVERSE = namehash('addr.reverse')
const aliceReverse = namehash(`${alice.slice(2)}.addr.reverse`)
/** Another chain's reverse namespace (Base's, say): a parent the line knows only from the registry's event. */
const OTHER_REVERSE = storyHash('another chain’s reverse namespace')
const setName = (name: string) => encodeFunctionData({ abi: reverseRegistrar, functionName: 'setName', args: [name] })
const text = (key: string) => emit(RESOLVER, resolver, 'TextChanged', { node: NODE, indexedKey: key, key })

export const ensRecordsCases: StoryCases = () => ({
  kind: 'ens-records',
  abis: [
    { source: '@ensdomains/resolver/build/contracts/PublicResolver.json', abi: resolver },
    { source: '@ensdomains/resolver/build/contracts/ReverseRegistrar.json', abi: reverseRegistrar },
    { source: '@ensdomains/resolver/build/contracts/ENS.json', abi: registry },
    { source: 'verified: ENS public resolver', abi: currentResolver },
    { source: 'verified: ENS reverse registrar', abi: currentReverseRegistrar },
  ],
  cases: [
    {
      name: 'a text record set on a name',
      tx: {
        from: alice,
        to: RESOLVER,
        input: encodeFunctionData({ abi: resolver, functionName: 'setText', args: [NODE, 'com.twitter', 'lyricist'] }),
        logs: [text('com.twitter')],
      },
      line: 'Set ENS text record com.twitter on a name',
      e2e: true,
    },
    {
      name: 'two text records set at once by today’s resolver, one key hostile',
      tx: {
        from: alice,
        to: RESOLVER,
        input: '0xac9650d8',
        logs: [
          emit(RESOLVER, currentResolver, 'TextChanged', { node: NODE, indexedKey: 'url', key: 'url', value: 'https://example.org' }),
          emit(RESOLVER, currentResolver, 'TextChanged', {
            node: NODE,
            indexedKey: '<img src=x onerror=alert(1)>',
            key: '<img src=x onerror=alert(1)>',
            value: 'x',
          }),
        ],
      },
      line: 'Set ENS text records url, <img src=x onerror=alert(1)> on a name',
    },
    {
      name: 'a content hash changed',
      tx: {
        from: alice,
        to: RESOLVER,
        input: encodeFunctionData({ abi: resolver, functionName: 'setContenthash', args: [NODE, toHex('ipfs content hash bytes')] }),
        logs: [emit(RESOLVER, resolver, 'ContenthashChanged', { node: NODE, hash: toHex('ipfs content hash bytes') })],
      },
      line: 'Changed an ENS name’s content hash',
    },
    {
      name: 'a name’s ETH address set, with the coin-type event beside it',
      tx: {
        from: alice,
        to: RESOLVER,
        input: encodeFunctionData({ abi: resolver, functionName: 'setAddr', args: [NODE, bob] }),
        logs: [
          emit(RESOLVER, resolver, 'AddressChanged', { node: NODE, coinType: 60n, newAddress: bob }),
          emit(RESOLVER, resolver, 'AddrChanged', { node: NODE, a: bob }),
        ],
      },
      line: 'Set an ENS name’s ETH address to 0x2a4c…8a10',
    },
    {
      name: 'a primary name set through the first reverse registrar, whose resolver keeps it without an event',
      tx: {
        from: alice,
        to: REGISTRAR,
        input: setName('lyricist.eth'),
        logs: [emit(REGISTRY, registry, 'NewOwner', { node: ADDR_REVERSE, label: reverseLabel(alice), owner: REGISTRAR })],
      },
      line: 'Set the primary ENS name to lyricist.eth',
    },
    {
      name: 'a primary name set through today’s reverse registrar, the resolver saying so',
      tx: {
        from: alice,
        to: REGISTRAR,
        input: setName('lyricist.eth'),
        logs: [
          emit(REGISTRAR, currentReverseRegistrar, 'ReverseClaimed', { addr: alice, node: aliceReverse }),
          emit(RESOLVER, resolver, 'NameChanged', { node: aliceReverse, name: 'lyricist.eth' }),
        ],
      },
      line: 'Set the primary ENS name to lyricist.eth',
    },
    {
      name: 'a primary name set in another chain’s reverse namespace, with a hostile name',
      tx: {
        from: alice,
        to: REGISTRAR,
        input: setName('<script>alert(1)</script>.base.eth'),
        logs: [
          emit(REGISTRY, registry, 'NewOwner', { node: OTHER_REVERSE, label: reverseLabel(alice), owner: REGISTRAR }),
          emit(RESOLVER, resolver, 'NameChanged', {
            node: keccak256(`${OTHER_REVERSE}${reverseLabel(alice).slice(2)}`),
            name: '<script>alert(1)</script>.base.eth',
          }),
        ],
      },
      line: 'Set the primary ENS name to <script>alert(1)</script>.base.eth',
    },
    {
      name: 'a name record set on someone else’s reverse node',
      tx: {
        from: alice,
        to: REGISTRAR,
        input: setName('lyricist.eth'),
        logs: [emit(RESOLVER, resolver, 'NameChanged', { node: namehash(`${bob.slice(2)}.addr.reverse`), name: 'lyricist.eth' })],
      },
      line: 'Called setName on 0xb07b…b07b',
    },
  ],
})
