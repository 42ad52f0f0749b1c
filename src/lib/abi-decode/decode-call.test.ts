import { describe, expect, it } from 'vitest'
import { concatHex, encodeAbiParameters, encodeFunctionData, erc20Abi, multicall3Abi, parseEther, toFunctionSelector, type Hex } from 'viem'
import { decodeCall, type CallDecoding } from './decode-call'
import { decodeContext } from './decode-context'
import type { DecodedArgument, DecodedCall, DecodedValue } from './decoded-value'
import { indexOfShards } from './signature-index'
import { EMPTY_INDEX, FULL_INDEX } from './test-support/full-index'
import { ABIS, ADDRESSES } from './test-support/real-abis'

const { wallet, friend, weth, usdc, dai, v3Router } = ADDRESSES
const decode = (data: Hex | string) => decodeCall(data, decodeContext(FULL_INDEX))

function decoded(decoding: CallDecoding): DecodedCall {
  if (decoding.status !== 'decoded') throw new Error(`expected a decoded call, got ${decoding.status}`)
  return decoding.call
}

/** The value at a path of argument names and array positions: `arg(call, 'params', 'amountIn')`. */
function arg(call: DecodedCall, ...path: (string | number)[]): DecodedValue {
  let value: DecodedValue = { kind: 'tuple', type: 'tuple', fields: call.args }
  for (const step of path) {
    if (typeof step === 'number') {
      if (value.kind !== 'array') throw new Error(`${step}: not an array`)
      value = value.items[step]!
    } else {
      if (value.kind !== 'tuple') throw new Error(`${step}: not a tuple`)
      const field: DecodedArgument | undefined = value.fields.find((candidate) => candidate.name === step)
      if (!field) throw new Error(`no argument ${step}`)
      value = field.value
    }
  }
  return value
}

function nestedCall(value: DecodedValue): DecodedCall {
  if (value.kind !== 'bytes' || value.nested?.status !== 'decoded') throw new Error('expected a nested call')
  return value.nested.call
}

const exactInputSingle = encodeFunctionData({
  abi: ABIS.v3SwapRouter,
  functionName: 'exactInputSingle',
  args: [
    {
      tokenIn: weth,
      tokenOut: usdc,
      fee: 500,
      recipient: wallet,
      deadline: 1_795_000_000n,
      amountIn: parseEther('1'),
      amountOutMinimum: 3_400_000_000n,
      sqrtPriceLimitX96: 0n,
    },
  ],
})

describe('decodeCall on real calls', () => {
  it('names Uniswap V2 swapExactETHForTokens and its arguments, path and all', () => {
    const data = encodeFunctionData({
      abi: ABIS.v2Router,
      functionName: 'swapExactETHForTokens',
      args: [3_412_500_000n, [weth, usdc], wallet, 1_795_000_000n],
    })
    const call = decoded(decode(data))
    expect(call.signature).toBe('swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)')
    expect(arg(call, 'amountOutMin')).toEqual({ kind: 'integer', type: 'uint256', value: 3_412_500_000n })
    expect(arg(call, 'path', 1)).toEqual({ kind: 'address', value: usdc })
    expect(call.otherMatches).toBe(0)
  })

  it('names Uniswap V3 exactInputSingle and the fields of its params tuple', () => {
    const call = decoded(decode(exactInputSingle))
    expect(call.name).toBe('exactInputSingle')
    expect(call.signature).toMatch(
      /^exactInputSingle\(\(address tokenIn, address tokenOut, uint24 fee, .*uint256 amountOutMinimum, uint160 sqrtPriceLimitX96\) params\)$/,
    )
    expect(arg(call, 'params', 'amountIn')).toEqual({ kind: 'integer', type: 'uint256', value: 10n ** 18n })
    expect(arg(call, 'params', 'fee')).toEqual({ kind: 'integer', type: 'uint24', value: 500n })
  })

  it('decodes each call inside a Uniswap V3 multicall(bytes[])', () => {
    const refund = encodeFunctionData({ abi: ABIS.v3SwapRouter, functionName: 'refundETH' })
    const data = encodeFunctionData({ abi: ABIS.v3SwapRouter, functionName: 'multicall', args: [[exactInputSingle, refund]] })
    const call = decoded(decode(data))
    expect(call.signature).toBe('multicall(bytes[] data)')
    expect(nestedCall(arg(call, 'data', 0)).name).toBe('exactInputSingle')
    expect(nestedCall(arg(call, 'data', 1)).signature).toBe('refundETH()')
  })

  it('names the Universal Router execute(commands, inputs, deadline), leaving its encoded inputs as bytes', () => {
    const wrap = encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], ['0x0000000000000000000000000000000000000002', parseEther('1')])
    const data = encodeFunctionData({ abi: ABIS.universalRouter, functionName: 'execute', args: ['0x0b00', [wrap, wrap], 1_795_000_000n] })
    const call = decoded(decode(data))
    expect(call.signature).toBe('execute(bytes commands, bytes[] inputs, uint256 deadline)')
    expect(arg(call, 'commands')).toEqual({ kind: 'bytes', type: 'bytes', value: '0x0b00', nested: null })
    expect(arg(call, 'inputs', 0)).toMatchObject({ kind: 'bytes', value: wrap, nested: null })
  })

  it('names Seaport fulfillBasicOrder and its parameters, additional recipients included', () => {
    const parameters = {
      considerationToken: '0x0000000000000000000000000000000000000000',
      considerationIdentifier: 0n,
      considerationAmount: parseEther('9.75'),
      offerer: friend,
      zone: '0x0000000000000000000000000000000000000000',
      offerToken: ADDRESSES.bayc,
      offerIdentifier: 7495n,
      offerAmount: 1n,
      basicOrderType: 0,
      startTime: 1_790_000_000n,
      endTime: 1_800_000_000n,
      zoneHash: `0x${'00'.repeat(32)}`,
      salt: 42n,
      offererConduitKey: `0x${'00'.repeat(32)}`,
      fulfillerConduitKey: `0x${'00'.repeat(32)}`,
      totalOriginalAdditionalRecipients: 1n,
      additionalRecipients: [{ amount: parseEther('0.25'), recipient: '0x0000a26b00c1f0df003000390027140000faa719' }],
      signature: `0x${'11'.repeat(65)}`,
    } as const
    const call = decoded(decode(encodeFunctionData({ abi: ABIS.seaport, functionName: 'fulfillBasicOrder', args: [parameters] })))
    expect(call.name).toBe('fulfillBasicOrder')
    expect(arg(call, 'parameters', 'offerIdentifier')).toEqual({ kind: 'integer', type: 'uint256', value: 7495n })
    expect(arg(call, 'parameters', 'additionalRecipients', 0, 'amount')).toEqual({ kind: 'integer', type: 'uint256', value: parseEther('0.25') })
  })

  it('decodes a Safe execTransaction and the ERC20 transfer inside its data', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [friend, 2_500_000_000n] })
    const data = encodeFunctionData({
      abi: ABIS.safe,
      functionName: 'execTransaction',
      args: [
        usdc,
        0n,
        transfer,
        0,
        0n,
        0n,
        0n,
        '0x0000000000000000000000000000000000000000',
        '0x0000000000000000000000000000000000000000',
        `0x${'22'.repeat(65)}`,
      ],
    })
    const call = decoded(decode(data))
    expect(call.name).toBe('execTransaction')
    const inner = nestedCall(arg(call, 'data'))
    expect(inner.signature).toBe('transfer(address recipient, uint256 amount)')
    expect(arg(inner, 'amount')).toEqual({ kind: 'integer', type: 'uint256', value: 2_500_000_000n })
    expect(arg(call, 'signatures')).toMatchObject({ kind: 'bytes', nested: null })
  })

  it('names Aave V3 supply(asset, amount, onBehalfOf, referralCode)', () => {
    const data = encodeFunctionData({ abi: ABIS.aavePool, functionName: 'supply', args: [usdc, 10_000_000_000n, wallet, 0] })
    const call = decoded(decode(data))
    expect(call.signature).toBe('supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)')
  })

  it('names WETH deposit() and withdraw(wad)', () => {
    expect(decoded(decode(encodeFunctionData({ abi: ABIS.weth9, functionName: 'deposit' }))).signature).toBe('deposit()')
    const withdraw = decoded(decode(encodeFunctionData({ abi: ABIS.weth9, functionName: 'withdraw', args: [parseEther('0.5')] })))
    expect(withdraw.signature).toBe('withdraw(uint256 wad)')
  })

  it('decodes every call of a Multicall3 aggregate3, each under its target', () => {
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [v3Router, 5n] })
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [friend, 7n] })
    const data = encodeFunctionData({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      args: [
        [
          { target: dai, allowFailure: false, callData: approve },
          { target: usdc, allowFailure: true, callData: transfer },
        ],
      ],
    })
    const call = decoded(decode(data))
    expect(arg(call, 'calls', 1, 'target')).toEqual({ kind: 'address', value: usdc })
    expect(arg(call, 'calls', 1, 'allowFailure')).toEqual({ kind: 'bool', value: true })
    expect(nestedCall(arg(call, 'calls', 0, 'callData')).name).toBe('approve')
    expect(nestedCall(arg(call, 'calls', 1, 'callData')).name).toBe('transfer')
  })
})

/** A Universal Router execute whose `commands` bytes have a non-zero byte in their padding. */
function dirtyPadding(): Hex {
  const clean = encodeFunctionData({ abi: ABIS.universalRouter, functionName: 'execute', args: ['0x0b', ['0x'], 1n] })
  // selector, 3 head words, commands length word, then the padded commands word: its last byte is padding
  const paddedWordEnd = 10 + 64 * 5
  return `${clean.slice(0, paddedWordEnd - 2)}01${clean.slice(paddedWordEnd)}` as Hex
}

describe('decodeCall on SwapRouter02', () => {
  const params = {
    tokenIn: weth,
    tokenOut: usdc,
    fee: 500,
    recipient: wallet,
    amountIn: parseEther('2'),
    amountOutMinimum: 5_000_000_000n,
    sqrtPriceLimitX96: 0n,
  }
  const swap = encodeFunctionData({ abi: ABIS.swapRouter02, functionName: 'exactInputSingle', args: [params] })
  const refund = encodeFunctionData({ abi: ABIS.swapRouter02, functionName: 'refundETH' })

  it('names exactInputSingle without a deadline, as SwapRouter02 declares it', () => {
    const call = decoded(decode(swap))
    expect([call.name, call.selector, arg(call, 'params', 'amountOutMinimum')]).toEqual([
      'exactInputSingle',
      '0x04e45aaf',
      { kind: 'integer', type: 'uint256', value: 5_000_000_000n },
    ])
  })

  it('names multicall(deadline, data) and the exactInputSingle inside it', () => {
    const call = decoded(decode(encodeFunctionData({ abi: ABIS.swapRouter02, functionName: 'multicall', args: [1_900_000_000n, [swap, refund]] })))
    expect([call.name, nestedCall(arg(call, 'data', 0)).name, nestedCall(arg(call, 'data', 1)).name]).toEqual(['multicall', 'exactInputSingle', 'refundETH'])
  })
})

describe('decodeCall with bytes appended after the arguments', () => {
  const safeTransferFrom = encodeFunctionData({ abi: ABIS.erc1155, functionName: 'safeTransferFrom', args: [wallet, friend, 7n, 1n, '0x'] })
  const execute = encodeFunctionData({
    abi: ABIS.universalRouter,
    functionName: 'execute',
    args: ['0x0b', [encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [wallet, 1n])], 1_700_000_000n],
  })

  it.each([
    {
      case: 'an ERC1155 safeTransferFrom with a marketplace’s 4-byte tag',
      data: concatHex([safeTransferFrom, '0x1d4da48b']),
      name: 'safeTransferFrom',
      appended: '0x1d4da48b',
    },
    { case: 'a Universal Router execute with one byte more', data: concatHex([execute, '0x0c']), name: 'execute', appended: '0x0c' },
    { case: 'WETH deposit() with a 32-byte note', data: concatHex(['0xd0e30db0', `0x${'ab'.repeat(32)}`]), name: 'deposit', appended: `0x${'ab'.repeat(32)}` },
  ])('names $case and keeps the appended bytes raw', ({ data, name, appended }) => {
    const call = decoded(decode(data))
    expect([call.name, call.appendedBytes]).toEqual([name, appended])
  })

  it('has no appended bytes when the arguments use all of the data', () => {
    expect(decoded(decode(safeTransferFrom)).appendedBytes).toBeNull()
  })

  it('keeps appended bytes on a call nested in a Multicall3 aggregate3', () => {
    const inner = concatHex([encodeFunctionData({ abi: ABIS.weth9, functionName: 'withdraw', args: [parseEther('1')] }), '0xfeed'])
    const outer = encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [[{ target: weth, allowFailure: false, callData: inner }]] })
    const call = nestedCall(arg(decoded(decode(outer)), 'calls', 0, 'callData'))
    expect([call.name, call.appendedBytes]).toEqual(['withdraw', '0xfeed'])
  })
})

describe('decodeCall fails closed', () => {
  const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [friend, 1n] })

  it('keeps the selector of a function the index does not know', () => {
    expect(decode(`0x12345678${'00'.repeat(64)}`)).toEqual({ status: 'unknown', selector: '0x12345678' })
  })

  it.each([
    { case: 'cut short inside the arguments', data: transfer.slice(0, 70) },
    { case: 'garbage where an address belongs (dirty high bytes)', data: `0xa9059cbb${'ff'.repeat(64)}` },
    {
      case: 'an out-of-range uint16 (Aave supply with referralCode 70,000)',
      data: concatHex([
        toFunctionSelector('supply(address,uint256,address,uint16)'),
        encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }, { type: 'address' }, { type: 'uint256' }], [usdc, 1n, wallet, 70_000n]),
      ]),
    },
    { case: 'bytes appended inside a dynamic argument’s padding', data: dirtyPadding() },
  ])('does not accept a known selector whose data does not fit: $case', ({ data }) => {
    expect(decode(data)).toMatchObject({ status: 'unknown' })
  })

  it('is not a call when empty, shorter than a selector, odd-length or not hex', () => {
    for (const input of [null, '', '0x', '0xa9059c', '0xa9059cbb0', 'a9059cbb', '0xzz059cbb']) expect(decode(input as string)).toEqual({ status: 'not-a-call' })
  })

  it('leaves a 10,000-element array undecoded as too large, without decoding it', () => {
    const ids = Array.from({ length: 10_000 }, (_, index) => BigInt(index))
    const data = encodeFunctionData({ abi: ABIS.erc1155, functionName: 'safeBatchTransferFrom', args: [wallet, friend, ids, ids, '0x'] })
    const started = performance.now()
    expect(decode(data)).toMatchObject({ status: 'too-large', selector: '0x2eb2c2d6' })
    // Decoding it would take seconds; the bound leaves room for a machine three times slower on a busy day.
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('keeps the first 100 elements of a long array and counts the rest', () => {
    const ids = Array.from({ length: 250 }, (_, index) => BigInt(index))
    const call = decoded(decode(encodeFunctionData({ abi: ABIS.erc1155, functionName: 'safeBatchTransferFrom', args: [wallet, friend, ids, ids, '0x'] })))
    const values = arg(call, 'ids')
    expect(values.kind === 'array' && [values.items.length, values.length]).toEqual([100, 250])
  })

  it('decodes calls nested four deep and leaves the fifth as bytes, saying it is too deep', () => {
    let data: Hex = encodeFunctionData({ abi: ABIS.weth9, functionName: 'deposit' })
    for (let level = 0; level < 6; level++) data = encodeFunctionData({ abi: ABIS.v3SwapRouter, functionName: 'multicall', args: [[data]] })
    let call = decoded(decode(data))
    for (let depth = 1; depth <= 4; depth++) call = nestedCall(arg(call, 'data', 0))
    expect(arg(call, 'data', 0)).toMatchObject({ kind: 'bytes', nested: { status: 'too-deep' } })
  })

  it('says a selector is pending while its shard is not loaded, and which shard to load', () => {
    const context = decodeContext(EMPTY_INDEX)
    expect(decodeCall(transfer, context)).toEqual({ status: 'pending', selector: '0xa9059cbb' })
    expect([...context.missingShards]).toEqual(['2a'])
  })

  it('shows the first of several signatures that fit and counts the others', () => {
    const item = (name: string, names: [string, string]) => ({
      type: 'function' as const,
      name,
      inputs: [
        { name: names[0], type: 'address' },
        { name: names[1], type: 'uint256' },
      ],
    })
    const shard = { functions: { '0xa9059cbb': [item('transfer', ['to', 'amount']), item('transfer', ['recipient', 'value'])] }, events: {}, errors: {} }
    const decoding = decodeCall(transfer, decodeContext(indexOfShards(new Map([['2a', shard]]))))
    expect(decoded(decoding)).toMatchObject({ signature: 'transfer(address to, uint256 amount)', otherMatches: 1 })
  })
})
