import { encodeAbiParameters, encodeEventTopics, erc1155Abi, erc20Abi, pad, zeroAddress, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Transaction, TransactionLog } from '@/api/transaction'
import { movements } from './movements'
import { erc1155TransferAbi, wrappedNativeAbi } from './standard-events'

const ALICE = '0x1111111111111111111111111111111111111111'
const BOB = '0x2222222222222222222222222222222222222222'
const TOKEN = '0x3333333333333333333333333333333333333333'

function log(encodedTopics: readonly unknown[], data: Hex, index = 0): TransactionLog {
  const [topic0 = null, topic1 = null, topic2 = null, topic3 = null] = encodedTopics as (Hex | null)[]
  return {
    log_index: index,
    transaction_hash: null,
    transaction_index: null,
    address: TOKEN,
    data,
    topic0,
    topic1,
    topic2,
    topic3,
    block_timestamp: null,
    block_number: null,
    block_hash: null,
  }
}

const tx = (overrides: Partial<Transaction>) =>
  ({
    from_address: ALICE,
    to_address: TOKEN,
    receipt_contract_address: null,
    value: 0n,
    receipt_status: '1',
    logs: [],
    internal_transactions: [],
    ...overrides,
  }) as Pick<Transaction, 'from_address' | 'to_address' | 'receipt_contract_address' | 'value' | 'receipt_status' | 'logs' | 'internal_transactions'>

const transferTopics = encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from: ALICE, to: BOB } })
const amount = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value])
const mintTo = (to: `0x${string}`, value: bigint, index: number) =>
  log(encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from: zeroAddress, to } }), amount(value), index)

describe('movements', () => {
  it.each([
    { case: 'an ERC20 Transfer', logs: [log(transferTopics, amount(5n))], expected: [{ kind: 'erc20', amount: 5n }] },
    { case: 'a Transfer of zero, which still happened', logs: [log(transferTopics, amount(0n))], expected: [{ kind: 'erc20', amount: 0n }] },
    { case: 'a Transfer whose data is two words', logs: [log(transferTopics, `${amount(5n)}${amount(6n).slice(2)}`)], expected: [] },
    { case: 'a Transfer whose data is short', logs: [log(transferTopics, '0x05')], expected: [] },
    { case: 'a Transfer with a malformed topic', logs: [log([...transferTopics.slice(0, 2), '0xnothex'], amount(5n))], expected: [] },
    { case: 'a Transfer with an extra topic', logs: [log([...transferTopics, pad('0x07')], amount(5n))], expected: [] },
    {
      case: 'an ERC1155 TransferBatch, one movement per id',
      logs: [
        log(
          encodeEventTopics({ abi: erc1155Abi, eventName: 'TransferBatch', args: { operator: ALICE, from: ALICE, to: BOB } }),
          encodeAbiParameters(
            [{ type: 'uint256[]' }, { type: 'uint256[]' }],
            [
              [1n, 2n],
              [3n, 4n],
            ],
          ),
        ),
      ],
      expected: [
        { kind: 'erc1155', amount: 3n },
        { kind: 'erc1155', amount: 4n },
      ],
    },
    {
      case: 'a TransferBatch whose lists differ in length',
      logs: [
        log(
          encodeEventTopics({ abi: erc1155Abi, eventName: 'TransferBatch', args: { operator: ALICE, from: ALICE, to: BOB } }),
          encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [[1n, 2n], [3n]]),
        ),
      ],
      expected: [],
    },
    {
      case: 'a WETH Deposit, as a mint of the wrapped token',
      logs: [log(encodeEventTopics({ abi: wrappedNativeAbi, eventName: 'Deposit', args: { dst: ALICE } }), amount(9n))],
      expected: [{ kind: 'erc20', amount: 9n }],
    },
    {
      case: 'a gauge’s deposit, minted once though logged as a Transfer from nowhere and as the wrapped coin’s Deposit',
      logs: [mintTo(ALICE, 9n, 0), log(encodeEventTopics({ abi: wrappedNativeAbi, eventName: 'Deposit', args: { dst: ALICE } }), amount(9n), 1)],
      expected: [{ kind: 'erc20', amount: 9n }],
    },
    {
      case: 'a Deposit beside a mint of another amount, both counted',
      logs: [mintTo(ALICE, 4n, 0), log(encodeEventTopics({ abi: wrappedNativeAbi, eventName: 'Deposit', args: { dst: ALICE } }), amount(9n), 1)],
      expected: [
        { kind: 'erc20', amount: 4n },
        { kind: 'erc20', amount: 9n },
      ],
    },
    {
      case: 'a Withdrawal logged beside the same burn as a Transfer, burned once',
      logs: [
        log(encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from: ALICE, to: zeroAddress } }), amount(6n), 0),
        log(encodeEventTopics({ abi: wrappedNativeAbi, eventName: 'Withdrawal', args: { src: ALICE } }), amount(6n), 1),
      ],
      expected: [{ kind: 'erc20', amount: 6n }],
    },
  ])('reads $case', ({ logs, expected }) => {
    expect(movements(tx({ logs })).map(({ asset, amount }) => ({ kind: asset.kind, amount }))).toEqual(expected)
  })

  it('counts the value and the internal calls that carry value, but not one that reverted or the trace of the transaction itself', () => {
    const call = (from: string, to: string, value: bigint, error: string | null = null) => ({
      transaction_hash: null,
      block_number: null,
      block_hash: null,
      type: 'CALL',
      from,
      to,
      value,
      gas: null,
      gas_used: null,
      input: null,
      output: null,
      error,
    })
    const moved = movements(
      tx({
        value: 7n,
        internal_transactions: [call(ALICE, TOKEN, 7n), call(TOKEN, BOB, 4n), call(TOKEN, BOB, 3n, 'execution reverted'), call(TOKEN, BOB, 0n)],
      }),
    )
    expect(moved.map(({ source, from, to, amount }) => ({ source, from, to, amount }))).toEqual([
      { source: 'value', from: ALICE, to: TOKEN, amount: 7n },
      { source: 'internal', from: TOKEN, to: BOB, amount: 4n },
    ])
  })

  it('finds nothing in a failed transaction', () => {
    expect(movements(tx({ value: 7n, receipt_status: '0', logs: [log(transferTopics, amount(5n))] }))).toEqual([])
  })
})

describe('the standard event ABIs written out here', () => {
  it('are ERC1155’s own TransferSingle and TransferBatch, item for item', () => {
    const shape = (event: { name: string; inputs: readonly { name?: string; type: string; indexed?: boolean }[] }) => ({
      name: event.name,
      inputs: event.inputs.map(({ name, type, indexed }) => ({ name, type, indexed })),
    })
    for (const event of erc1155TransferAbi) {
      const published = erc1155Abi.find((item) => item.type === 'event' && item.name === event.name)
      expect(published && shape(published)).toEqual(shape(event))
    }
  })
})
