import { encodeFunctionData, erc20Abi, parseAbi, parseUnits, stringToHex, zeroAddress, type Abi, type Hex } from 'viem'
import { emit } from '../../../../mocks/fixtures/story-encoding'
import type { CaseTx, StoryCase, StoryCaseTable } from './case-fixture'
import { PEOPLE, TOKENS } from './case-people'

const indexed = (name: string, type: string) => ({ name, type, indexed: true })
/** dss's anonymous `LogNote`: the selector's topic, three more, and the calldata. */
const logNote = (topics: readonly [string, string][]) =>
  ({
    type: 'event',
    name: 'LogNote',
    anonymous: true,
    inputs: [indexed('sig', 'bytes4'), ...topics.map(([name, type]) => indexed(name, type)), { name: 'data', type: 'bytes' }],
  }) as const
/** Maker's Vat `frob` and its note, as makerdao/dss declares them (`src/vat.sol`). */
const vat = [
  ...parseAbi(['function frob(bytes32 i, address u, address v, address w, int256 dink, int256 dart)']),
  logNote([
    ['arg1', 'bytes32'],
    ['arg2', 'bytes32'],
    ['arg3', 'bytes32'],
  ]),
] satisfies Abi
/** A collateral join's `exit` and LibNote's note, as makerdao/dss declares them (`src/join.sol`, `src/lib.sol`). */
const join = [
  ...parseAbi(['function exit(address usr, uint256 wad)']),
  logNote([
    ['usr', 'address'],
    ['arg1', 'bytes32'],
    ['arg2', 'bytes32'],
  ]),
] satisfies Abi
/** DSProxy's `execute`, as ds-proxy declares it. */
export const dsProxy = parseAbi(['function execute(address _target, bytes _data) payable returns (bytes32 response)'])

const { alice, bob } = PEOPLE
/** The sender's proxy, a Vat, its USDC join and the proxy actions it delegates to: none named by any list. */
const PROXY = PEOPLE.bot
const VAT = '0x7a7a7a7a0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f'
const GEM_JOIN = '0x6e306e300e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f'
const ACTIONS = '0xac710a5a0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f'
const URN = '0x0a0b0c0d0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f'
const USDC_A = stringToHex('USDC-A', { size: 32 })
const COLLATERAL = parseUnits('10000', 6)
const COLLATERAL_WAD = parseUnits('10000', 18)
const DEBT = parseUnits('5000', 18)

const word = (value: bigint) => `0x${BigInt.asUintN(256, value).toString(16).padStart(64, '0')}` as Hex
const padded224 = (calldata: Hex) => `${calldata}${'00'.repeat(224 - (calldata.length - 2) / 2)}` as Hex
/** The Vat's note of a `frob` of the urn: its topics the call's first three words, its data the calldata in 224 bytes. */
const frobbed = (dink: bigint, dart: bigint, ilk: Hex = USDC_A) => {
  const data = encodeFunctionData({ abi: vat, functionName: 'frob', args: [ilk, URN, URN, URN, dink, dart] })
  return emit(VAT, vat, 'LogNote', { sig: '0x76088703', arg1: ilk, arg2: word(BigInt(URN)), arg3: word(BigInt(URN)), data: padded224(data) })
}
/** The join's note of an `exit` paying the sender, as LibNote logs it: the caller, then the call's first two words. */
const exited = (wad: bigint) => {
  const data = encodeFunctionData({ abi: join, functionName: 'exit', args: [alice, wad] })
  return emit(GEM_JOIN, join, 'LogNote', { sig: '0xef693bed', usr: PROXY, arg1: word(BigInt(alice)), arg2: word(wad), data: padded224(data) })
}
const transfer = (token: string, from: string, to: string, value: bigint) => emit(token, erc20Abi, 'Transfer', { from, to, value })
const throughProxy = (logs: CaseTx['logs']): CaseTx => ({
  from: alice,
  to: PROXY,
  input: encodeFunctionData({ abi: dsProxy, functionName: 'execute', args: [ACTIONS, '0x9f6f3d5b'] }),
  logs,
})

/** The loan story's cases of a Maker vault, with the declarations they are encoded with. */
/** USDC locked through the proxy and DAI drawn, minted to `drawnTo`. */
const lockedAndDrawn = (drawnTo: string) =>
  throughProxy([
    transfer(TOKENS.usdc, alice, PROXY, COLLATERAL),
    transfer(TOKENS.usdc, PROXY, GEM_JOIN, COLLATERAL),
    frobbed(COLLATERAL_WAD, DEBT),
    transfer(TOKENS.dai, zeroAddress, drawnTo, DEBT),
  ])

export const VAT_ABIS: StoryCaseTable['abis'] = [
  { source: 'makerdao/dss src/vat.sol', abi: vat },
  { source: 'makerdao/dss src/join.sol and src/lib.sol', abi: join },
  { source: 'ds-proxy', abi: dsProxy },
]

export const VAT_CASES: readonly StoryCase[] = [
  {
    name: 'a Maker vault opened through the sender’s proxy: USDC locked, DAI drawn',
    tx: lockedAndDrawn(alice),
    line: 'Deposited 10,000 USDC as collateral and borrowed 5,000 DAI on a USDC-A vault of 0x7a7a…7d9f',
    e2e: true,
  },
  {
    name: 'a Maker vault’s collateral freed through the sender’s proxy, paid out by the join',
    tx: throughProxy([frobbed(-COLLATERAL_WAD, 0n), exited(COLLATERAL), transfer(TOKENS.usdc, GEM_JOIN, alice, COLLATERAL)]),
    line: 'Withdrew 10,000 USDC of collateral on a USDC-A vault of 0x7a7a…7d9f',
  },
  {
    name: 'a Maker vault’s DAI repaid (burned by the DAI join) and its collateral freed',
    tx: throughProxy([
      transfer(TOKENS.dai, alice, PROXY, DEBT),
      transfer(TOKENS.dai, PROXY, zeroAddress, DEBT),
      frobbed(-COLLATERAL_WAD, -DEBT),
      exited(COLLATERAL),
      transfer(TOKENS.usdc, GEM_JOIN, alice, COLLATERAL),
    ]),
    line: 'Repaid 5,000 DAI and withdrew 10,000 USDC of collateral on a USDC-A vault of 0x7a7a…7d9f',
  },
  {
    name: 'look-alike: a frob that drew DAI paid to another account: not what the sender got',
    tx: lockedAndDrawn(bob),
    line: 'Sent 10,000 USDC to 0x6e30…7d9f',
  },
  {
    name: 'look-alike: a frob whose collateral type is not plain text',
    tx: throughProxy([frobbed(-COLLATERAL_WAD, 0n, `0x${'ff'.repeat(32)}`), exited(COLLATERAL), transfer(TOKENS.usdc, GEM_JOIN, alice, COLLATERAL)]),
    line: 'Called execute on 0xb07b…b07b (received 10,000 USDC)',
  },
]
