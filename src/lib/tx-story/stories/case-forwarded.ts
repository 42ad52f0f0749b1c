import { encodeFunctionData, erc20Abi, keccak256, parseAbi, parseUnits, stringToHex, type Hex } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { CaseTx, StoryCase, StoryCaseTable } from './case-fixture'
import { PEOPLE } from './case-people'

/** OpenZeppelin's ERC2771Forwarder, as @openzeppelin/contracts publishes it. */
const forwarder = parseAbi([
  'function execute((address from, address to, uint256 value, uint256 gas, uint48 deadline, bytes data, bytes signature) request) payable',
  'event ExecutedForwardRequest(address indexed signer, uint256 nonce, bool success)',
])
const { alice, bob, relayer } = PEOPLE
/** A forwarder and a token that trusts it (an ERC2771Context recipient): neither named by any list. */
const FORWARDER = '0xf0a2f0a2f0a2f0a2f0a2f0a2f0a2f0a2f0a2f0a2'
const TOKEN = PEOPLE.unlisted
const AMOUNT = parseUnits('250', 18)
const SIGNATURE = `${keccak256(stringToHex('alice signs'))}${keccak256(stringToHex('her request')).slice(2)}1b` as Hex

const forwarded = (success: boolean, logs: CaseTx['logs']): CaseTx => ({
  from: relayer,
  to: FORWARDER,
  input: encodeFunctionData({
    abi: forwarder,
    functionName: 'execute',
    args: [
      {
        from: alice,
        to: TOKEN,
        value: 0n,
        gas: 80_000n,
        deadline: 1_733_000_000,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, AMOUNT] }),
        signature: SIGNATURE,
      },
    ],
  }),
  logs: [...(logs ?? []), emit(FORWARDER, forwarder, 'ExecutedForwardRequest', { signer: alice, nonce: 4n, success })],
})
const sent = emit(TOKEN, erc20Abi, 'Transfer', { from: alice, to: bob, value: AMOUNT })

/** The account-execution story's cases of a forwarded request, with the declarations they are encoded with. */
export const FORWARDED_ABIS: StoryCaseTable['abis'] = [
  { source: '@openzeppelin/contracts/build/contracts/ERC2771Forwarder.json', abi: forwarder },
  { source: 'viem erc20Abi', abi: erc20Abi },
]

export const FORWARDED_CASES: readonly StoryCase[] = [
  {
    name: 'a signer’s transfer of a token that trusts the forwarder, submitted by a relayer',
    tx: forwarded(true, [sent]),
    line: 'Account 0x7f3a…1d9b sent 250,000,000,000,000,000,000 raw units of 0x7e57…c0de to 0x2a4c…8a10',
  },
  {
    name: 'a forwarded request whose call failed, so the signer did nothing',
    tx: forwarded(false, []),
    line: 'Account 0x7f3a…1d9b’s request through 0xf0a2…f0a2 failed (its call reverted); nothing of its own moved',
  },
  {
    name: 'look-alike: a failed forwarded request in a transaction that moved the signer’s tokens all the same',
    tx: forwarded(false, [sent]),
    line: 'Called execute on 0xf0a2…f0a2',
  },
]
