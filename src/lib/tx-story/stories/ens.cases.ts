import { encodeFunctionData, keccak256, parseAbi, stringToHex, zeroAddress } from 'viem'
import { emit, storyHash } from '../../../../mocks/fixtures/story-encoding'
import type { StoryCaseTable } from './case-fixture'
import { PEOPLE } from './case-people'

/** ENS's ETHRegistrarController, as its published contracts declare it. */
const controller = parseAbi([
  'function register(string name, address owner, uint256 duration, bytes32 secret, address resolver, bytes[] data, bool reverseRecord, uint16 ownerControlledFuses) payable',
  'function renew(string name, uint256 duration) payable',
  'event NameRegistered(string name, bytes32 indexed label, address indexed owner, uint256 baseCost, uint256 premium, uint256 expires)',
  'event NameRenewed(string name, bytes32 indexed label, uint256 cost, uint256 expires)',
])
const { alice } = PEOPLE
const CONTROLLER = '0x253553366da8546fc250f225fe3d25d0c782303b'
const EXPIRES = 1_742_000_000n
const YEAR = 31_536_000n

export const ensCases: StoryCaseTable = {
  kind: 'ens',
  abis: [{ source: '@ensdomains/ens-contracts ETHRegistrarController', abi: controller }],
  cases: [
    {
      name: 'a .eth name registered for a year',
      tx: {
        from: alice,
        to: CONTROLLER,
        value: 1_638_565_744_096_891n,
        input: encodeFunctionData({
          abi: controller,
          functionName: 'register',
          args: ['lyricist', alice, YEAR, storyHash('commit secret'), zeroAddress, [], false, 0],
        }),
        logs: [
          emit(CONTROLLER, controller, 'NameRegistered', {
            name: 'lyricist',
            label: keccak256(stringToHex('lyricist')),
            owner: alice,
            baseCost: 1_600_000_000_000_000n,
            premium: 0n,
            expires: EXPIRES,
          }),
        ],
      },
      line: 'Registered ENS name lyricist.eth until 2025-03-15',
    },
    {
      name: 'a .eth name with hidden characters renewed',
      tx: {
        from: alice,
        to: CONTROLLER,
        value: 1_638_565_744_096_891n,
        input: encodeFunctionData({ abi: controller, functionName: 'renew', args: ['pay\u202emoc', YEAR] }),
        logs: [
          emit(CONTROLLER, controller, 'NameRenewed', {
            name: 'pay\u202emoc',
            label: keccak256(stringToHex('pay\u202emoc')),
            cost: 1_600_000_000_000_000n,
            expires: EXPIRES,
          }),
        ],
      },
      line: 'Renewed ENS name pay\uFFFDmoc.eth until 2025-03-15',
    },
  ],
}
