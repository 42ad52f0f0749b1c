import { describe, expect, it } from 'vitest'
import { encodeAbiParameters, encodeEventTopics, encodeFunctionData, erc20Abi, zeroAddress, type Abi, type AbiEvent, type Hex } from 'viem'
import entryPoint08 from '@account-abstraction/contracts/artifacts/EntryPoint.json'
import simple7702Account from '@account-abstraction/contracts/artifacts/Simple7702Account.json'
import entryPoint06 from 'account-abstraction-contracts-v0.6/artifacts/EntryPoint.json'
import simpleAccount06 from 'account-abstraction-contracts-v0.6/artifacts/SimpleAccount.json'
import entryPoint07 from 'account-abstraction-contracts-v0.7/artifacts/EntryPoint.json'
import simpleAccount07 from 'account-abstraction-contracts-v0.7/artifacts/SimpleAccount.json'
import { decodeTransaction, type DecodableTransaction } from './decode-transaction'
import { ALL_TABLES, FULL_INDEX } from './test-support/full-index'
import { ADDRESSES } from './test-support/real-abis'

const { wallet, friend, usdc, weth } = ADDRESSES
const ENTRY_POINT_06 = '0x5ff137d4b0fdcd49dca30c7cf57e578a026d2789'
const ENTRY_POINT_07 = '0x0000000071727de22e5e9d8baf0edac6f37da032'
const account = '0x9d1c4a2b7e3f5a6c8d0e2f4a6b8c0d2e4f6a8b0c'
const paymaster = '0x3c5e7a9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c'
const bundler = '0x4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c8e0b2d'

const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [friend, 25_000_000n] })
const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [friend, 2n ** 256n - 1n] })

const v06Op = (callData: Hex, nonce: bigint) => ({
  sender: account,
  nonce,
  initCode: '0x' as Hex,
  callData,
  callGasLimit: 100_000n,
  verificationGasLimit: 150_000n,
  preVerificationGas: 50_000n,
  maxFeePerGas: 30_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
  paymasterAndData: '0x' as Hex,
  signature: `0x${'22'.repeat(65)}` as Hex,
})

const v07Op = (callData: Hex, nonce: bigint) => ({
  sender: account,
  nonce,
  initCode: '0x' as Hex,
  callData,
  accountGasLimits: `0x${'00000000000000000000000000024a10'}${'000000000000000000000000000186a0'}` as Hex,
  preVerificationGas: 50_000n,
  gasFees: `0x${'0000000000000000000000003b9aca00'}${'000000000000000000000006fc23ac00'}` as Hex,
  paymasterAndData: paymaster as Hex,
  signature: `0x${'33'.repeat(65)}` as Hex,
})

function userOperationEvent(abi: Abi, entryPoint: string, nonce: bigint, success: boolean, paying: string) {
  const event = abi.find((item): item is AbiEvent => item.type === 'event' && item.name === 'UserOperationEvent')!
  const [topic0, topic1, topic2, topic3] = encodeEventTopics({
    abi: [event],
    eventName: 'UserOperationEvent',
    args: { userOpHash: `0x${'ab'.repeat(32)}`, sender: account, paymaster: paying },
  })
  const data = encodeAbiParameters(
    event.inputs.filter((input) => !input.indexed),
    [nonce, success, 412_000_000_000_000n, 137_000n],
  )
  const word = (topic: Hex | Hex[] | null | undefined) => (typeof topic === 'string' ? topic : null)
  return { address: entryPoint, data, topic0: word(topic0), topic1: word(topic1), topic2: word(topic2), topic3: word(topic3) }
}

const bundle = (input: Hex, to: string, logs: DecodableTransaction['logs']) => decodeTransaction({ input, to_address: to, logs }, FULL_INDEX, ALL_TABLES)

const name = (decoding: { status: string; call?: { name: string } }) => (decoding.status === 'decoded' ? decoding.call!.name : decoding.status)

describe('ERC-4337 user operations', () => {
  it.each([
    {
      case: 'EntryPoint v0.6 with SimpleAccount execute, self-paid',
      input: encodeFunctionData({
        abi: entryPoint06.abi as Abi,
        functionName: 'handleOps',
        args: [[v06Op(encodeFunctionData({ abi: simpleAccount06.abi as Abi, functionName: 'execute', args: [usdc, 0n, transfer] }), 7n)], bundler],
      }),
      entryPoint: ENTRY_POINT_06,
      logs: [userOperationEvent(entryPoint06.abi as Abi, ENTRY_POINT_06, 7n, true, zeroAddress)],
      expected: { call: 'execute', inner: [[usdc, 0n, 'transfer']], success: true, paymaster: null },
    },
    {
      case: 'EntryPoint v0.6 with SimpleAccount executeBatch(dest, func), failed',
      input: encodeFunctionData({
        abi: entryPoint06.abi as Abi,
        functionName: 'handleOps',
        args: [
          [
            v06Op(
              encodeFunctionData({
                abi: simpleAccount06.abi as Abi,
                functionName: 'executeBatch',
                args: [
                  [usdc, weth],
                  [approve, transfer],
                ],
              }),
              8n,
            ),
          ],
          bundler,
        ],
      }),
      entryPoint: ENTRY_POINT_06,
      logs: [userOperationEvent(entryPoint06.abi as Abi, ENTRY_POINT_06, 8n, false, zeroAddress)],
      expected: {
        call: 'executeBatch',
        inner: [
          [usdc, 0n, 'approve'],
          [weth, 0n, 'transfer'],
        ],
        success: false,
        paymaster: null,
      },
    },
    {
      case: 'EntryPoint v0.7 (packed) with executeBatch(dest, value, func) and a paymaster',
      input: encodeFunctionData({
        abi: entryPoint07.abi as Abi,
        functionName: 'handleOps',
        args: [
          [
            v07Op(
              encodeFunctionData({
                abi: simpleAccount07.abi as Abi,
                functionName: 'executeBatch',
                args: [
                  [friend, usdc],
                  [10n ** 16n, 0n],
                  ['0x', transfer],
                ],
              }),
              3n,
            ),
          ],
          bundler,
        ],
      }),
      entryPoint: ENTRY_POINT_07,
      logs: [userOperationEvent(entryPoint07.abi as Abi, ENTRY_POINT_07, 3n, true, paymaster)],
      expected: {
        call: 'executeBatch',
        inner: [
          [friend, 10n ** 16n, 'not-a-call'],
          [usdc, 0n, 'transfer'],
        ],
        success: true,
        paymaster,
      },
    },
    {
      case: 'EntryPoint v0.8 (packed) with executeBatch of Call structs',
      input: encodeFunctionData({
        abi: entryPoint08.abi as Abi,
        functionName: 'handleOps',
        args: [
          [
            v07Op(
              encodeFunctionData({ abi: simple7702Account.abi as Abi, functionName: 'executeBatch', args: [[{ target: usdc, value: 0n, data: approve }]] }),
              4n,
            ),
          ],
          bundler,
        ],
      }),
      entryPoint: ENTRY_POINT_07,
      logs: [userOperationEvent(entryPoint08.abi as Abi, ENTRY_POINT_07, 4n, true, paymaster)],
      expected: { call: 'executeBatch', inner: [[usdc, 0n, 'approve']], success: true, paymaster },
    },
  ])('reads $case: the account, its calls and the UserOperationEvent', ({ input, entryPoint, logs, expected }) => {
    const [operation, ...others] = bundle(input, entryPoint, logs).userOperations
    expect(others).toEqual([])
    expect({
      sender: operation?.sender,
      call: operation && name(operation.call),
      inner: operation?.innerCalls.map((inner) => [inner.to, inner.value, name(inner.call)]),
      success: operation?.result?.success,
      paymaster: operation?.result?.paymaster,
      actualGasCost: operation?.result?.actualGasCost,
    }).toEqual({ sender: account, ...expected, actualGasCost: 412_000_000_000_000n })
  })

  it('has no result for an operation whose event another contract emitted, or whose nonce differs', () => {
    const input = encodeFunctionData({
      abi: entryPoint06.abi as Abi,
      functionName: 'handleOps',
      args: [[v06Op(encodeFunctionData({ abi: simpleAccount06.abi as Abi, functionName: 'execute', args: [usdc, 0n, transfer] }), 7n)], bundler],
    })
    const elsewhere = userOperationEvent(entryPoint06.abi as Abi, wallet, 7n, true, zeroAddress)
    const otherNonce = userOperationEvent(entryPoint06.abi as Abi, ENTRY_POINT_06, 9n, true, zeroAddress)
    expect(bundle(input, ENTRY_POINT_06, [elsewhere, otherNonce]).userOperations[0]?.result).toBeNull()
  })

  it('reads no operations from a call that is not handleOps', () => {
    expect(bundle(transfer, usdc, []).userOperations).toEqual([])
  })
})
