import { encodeFunctionData, parseAbi, zeroHash } from 'viem'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCases } from './case-fixture'
import { PEOPLE } from './case-people'

/** EAS, as @ethereum-attestation-service/eas-contracts publishes it. */
const eas = parseAbi([
  'function attest((bytes32 schema, (address recipient, uint64 expirationTime, bool revocable, bytes32 refUID, bytes data, uint256 value) data) request) payable returns (bytes32)',
  'event Attested(address indexed recipient, address indexed attester, bytes32 uid, bytes32 indexed schemaUID)',
])
const { alice, bob } = PEOPLE
const EAS = '0xa1207f3bba224e2c9c3c6d5af63d0eb1582ce587'
const SCHEMA = storyHash('an attestation schema')

export const attestationCases: StoryCases = () => ({
  kind: 'attestation',
  abis: [{ source: '@ethereum-attestation-service/eas-contracts EAS', abi: eas }],
  cases: [
    {
      name: 'an attestation about another address',
      tx: {
        from: alice,
        to: EAS,
        input: encodeFunctionData({
          abi: eas,
          functionName: 'attest',
          args: [{ schema: SCHEMA, data: { recipient: bob, expirationTime: 0n, revocable: true, refUID: zeroHash, data: '0x', value: 0n } }],
        }),
        logs: [emit(EAS, eas, 'Attested', { recipient: bob, attester: alice, uid: storyHash('attestation uid'), schemaUID: SCHEMA })],
      },
      line: `Attested to 0x2a4c…8a10 with schema ${SCHEMA.slice(0, 10)}…${SCHEMA.slice(-6)}`,
    },
  ],
})
