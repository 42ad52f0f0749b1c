import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { concatHex, encodeFunctionData, pad, parseAbi, type Hex } from 'viem'
import { CommandType, RoutePlanner } from '@uniswap/universal-router-sdk'
import { buildRouterCommands, COMMANDS_FILE } from '../../../scripts/build-router-commands.mjs'
import { NO_TABLES } from './decode-context'
import { decodeTransaction } from './decode-transaction'
import type { RouterStep } from './router-steps'
import { ALL_TABLES, FULL_INDEX } from './test-support/full-index'
import { ABIS, ADDRESSES } from './test-support/real-abis'

const { wallet, weth, usdc } = ADDRESSES
const permit2 = '0x000000000022d473030f116ddee9f6b43ac78ba3'
const v3Path = concatHex([weth, '0x0001f4', usdc])

type Planned = [command: CommandType, args: unknown[], allowRevert?: boolean]

/** A Universal Router execute built with the router SDK's own planner, encoded with the router's ABI. */
function routerCall(planned: Planned[], { appended = '0x' as Hex, deadline = true } = {}): Hex {
  const planner = new RoutePlanner()
  for (const [command, args, allowRevert] of planned) planner.addCommand(command, args, allowRevert)
  const call = deadline
    ? encodeFunctionData({ abi: ABIS.universalRouter, functionName: 'execute', args: [planner.commands as Hex, planner.inputs as Hex[], 1_900_000_000n] })
    : encodeFunctionData({ abi: ABIS.universalRouter, functionName: 'execute', args: [planner.commands as Hex, planner.inputs as Hex[]] })
  return concatHex([call, appended])
}

const steps = (input: Hex, tables = ALL_TABLES, router = '0x66a9893cc07d91d95644aedd05d03f95e1dba8af') =>
  decodeTransaction({ input, to_address: router, logs: [] }, FULL_INDEX, tables)

const named = (found: RouterStep[] | null) => found?.map((step) => [step.command, step.args?.map((arg) => arg.name) ?? null])

describe('Universal Router steps', () => {
  it('come from the table scripts/build-router-commands.mjs writes from the router SDK: run it when this fails', () => {
    expect(readFileSync(COMMANDS_FILE, 'utf8')).toBe(buildRouterCommands())
  })

  it.each<{ case: string; planned: Planned[]; expected: [string, string[] | null][] }>([
    {
      case: 'wrap ETH, swap on V3, sweep',
      planned: [
        [CommandType.WRAP_ETH, [ADDRESSES.v3Router, '1000000000000000000']],
        [CommandType.V3_SWAP_EXACT_IN, [wallet, '1000000000000000000', '2500000000', v3Path, false]],
        [CommandType.SWEEP, [usdc, wallet, '0']],
      ],
      expected: [
        ['WRAP_ETH', ['recipient', 'amount']],
        ['V3_SWAP_EXACT_IN', ['recipient', 'amountIn', 'amountOutMin', 'path', 'payerIsUser']],
        ['SWEEP', ['token', 'recipient', 'amountMin']],
      ],
    },
    {
      case: 'a Permit2 permit, a V2 swap and an unwrap',
      planned: [
        [
          CommandType.PERMIT2_PERMIT,
          [
            { details: { token: usdc, amount: '2500000000', expiration: '1900000000', nonce: '0' }, spender: permit2, sigDeadline: '1900000000' },
            `0x${'11'.repeat(65)}`,
          ],
        ],
        [CommandType.V2_SWAP_EXACT_IN, [wallet, '2500000000', '1', [usdc, weth], true]],
        [CommandType.UNWRAP_WETH, [wallet, '1']],
      ],
      expected: [
        ['PERMIT2_PERMIT', ['permit', 'signature']],
        ['V2_SWAP_EXACT_IN', ['recipient', 'amountIn', 'amountOutMin', 'path', 'payerIsUser']],
        ['UNWRAP_WETH', ['recipient', 'amountMin']],
      ],
    },
  ])('names each command of $case with its decoded input', ({ planned, expected }) => {
    expect(named(steps(routerCall(planned)).routerSteps)).toEqual(expected)
  })

  it('reads the plan of execute without a deadline, and of one with bytes appended after it', () => {
    const planned: Planned[] = [[CommandType.WRAP_ETH, [wallet, '5']]]
    expect(named(steps(routerCall(planned, { deadline: false })).routerSteps)).toEqual([['WRAP_ETH', ['recipient', 'amount']]])
    const decoded = steps(routerCall(planned, { appended: '0x0c' }))
    expect([named(decoded.routerSteps), decoded.call.status === 'decoded' && decoded.call.call.appendedBytes]).toEqual([
      [['WRAP_ETH', ['recipient', 'amount']]],
      '0x0c',
    ])
  })

  it('says when a step may revert without undoing the plan', () => {
    const inner = new RoutePlanner()
    inner.addCommand(CommandType.WRAP_ETH, [wallet, '5'])
    const found = steps(routerCall([[CommandType.EXECUTE_SUB_PLAN, [inner.commands, inner.inputs], true]])).routerSteps
    expect(found?.map((step) => [step.command, step.allowRevert])).toEqual([['EXECUTE_SUB_PLAN', true]])
  })

  it('names a command by its byte, input raw, when the table has none or the input does not fit', () => {
    const wrap = new RoutePlanner()
    wrap.addCommand(CommandType.WRAP_ETH, [wallet, '5'])
    const unknownByte = encodeFunctionData({ abi: ABIS.universalRouter, functionName: 'execute', args: ['0x3f', wrap.inputs as Hex[]] })
    const notFitting = encodeFunctionData({ abi: ABIS.universalRouter, functionName: 'execute', args: ['0x0b', [`0x${'ff'.repeat(64)}`]] })
    expect([...named(steps(unknownByte).routerSteps)!, ...named(steps(notFitting).routerSteps)!]).toEqual([
      ['0x3f', null],
      ['0x0b', null],
    ])
  })

  it('names a byte a fork reuses with the same input types only on the Uniswap routers that define it', () => {
    const plan = routerCall([[CommandType.PAY_PORTION_FULL_PRECISION, [usdc, wallet, '250000000000000000']]])
    // Uniswap's router 2.1.1 on Ethereum, as the SDK lists it; a fork's router, which no list names, may read 0x07 as
    // Velodrome's and Aerodrome's do: TRANSFER_FROM, of the same input types.
    expect(named(steps(plan, ALL_TABLES, '0x4c82d1fbfe28c977cbb58d8c7ff8fcf9f70a2cca').routerSteps)).toEqual([
      ['PAY_PORTION_FULL_PRECISION', ['token', 'recipient', 'portion']],
    ])
    expect(named(steps(plan, ALL_TABLES, '0xf0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0').routerSteps)).toEqual([['0x07', null]])
  })

  it('names a forwarded call only when it is the whole input, else the byte with its input raw', () => {
    // V3's position manager's refundETH(), as @uniswap/v3-periphery publishes it
    const refund = encodeFunctionData({ abi: parseAbi(['function refundETH() payable']), functionName: 'refundETH' })
    const whole = routerCall([[CommandType.V3_POSITION_MANAGER_CALL, [refund]]])
    const withMore = routerCall([[CommandType.V3_POSITION_MANAGER_CALL, [concatHex([refund, pad(wallet)])]]])
    expect([...named(steps(whole).routerSteps)!, ...named(steps(withMore).routerSteps)!]).toEqual([
      ['V3_POSITION_MANAGER_CALL', ['call']],
      ['0x12', null],
    ])
  })

  it('reads no plan when the commands and inputs differ in number', () => {
    const wrap = new RoutePlanner()
    wrap.addCommand(CommandType.WRAP_ETH, [wallet, '5'])
    const input = encodeFunctionData({ abi: ABIS.universalRouter, functionName: 'execute', args: ['0x0b0c', wrap.inputs as Hex[]] })
    expect(steps(input).routerSteps).toBeNull()
  })

  it('asks for the command table, and reads no steps, until it has loaded', () => {
    const decoded = steps(routerCall([[CommandType.WRAP_ETH, [wallet, '5']]]), NO_TABLES)
    expect([decoded.routerSteps, decoded.missingTables]).toEqual([null, ['universal-router-commands']])
  })
})
