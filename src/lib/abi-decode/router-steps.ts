import { hexToBytes, toHex, type AbiParameter, type Hex } from 'viem'
import { decodeCall } from './decode-call'
import { strictParameters, type DecodeContext } from './decode-context'
import { decodedArgument, type DecodedArgument, type DecodedCall } from './decoded-value'
import type { IndexedParameter } from './signature-index'

/** One command of a Universal Router `execute`: its name from the router's command table and its decoded input. */
export interface RouterStep {
  /** the command's name in the router's table ('V3_SWAP_EXACT_IN'), or its byte ('0x1d') when the table has none that fits */
  command: string
  /** the command byte's high bit: the router carries on when this step reverts */
  allowRevert: boolean
  /** null when the input does not decode strictly under the command's parameters */
  args: DecodedArgument[] | null
  input: Hex
}

/** A command as scripts/build-router-commands.mjs writes it from @uniswap/universal-router-sdk. */
export interface RouterCommand {
  name: string
  /** 'abi': ABI-encoded under one of `inputs`; 'actions': V4's (actions, params); 'call': calldata the router forwards */
  read: 'abi' | 'actions' | 'call'
  inputs: IndexedParameter[][]
  /**
   * The routers whose byte this command is, where a fork of the router gives the byte another command with the same
   * input types (Velodrome's and Aerodrome's `TRANSFER_FROM` is Uniswap's `PAY_PORTION_FULL_PRECISION`); on any other
   * contract the step keeps its byte
   */
  routers?: string[]
}

export interface RouterCommandTable {
  commands: Record<string, RouterCommand>
}

const ALLOW_REVERT = 0x80
const COMMAND_TYPE = 0x7f

/** `execute(bytes commands, bytes[] inputs[, uint256 deadline])` as the router's own ABI names it. */
function plan(call: DecodedCall): { commands: Hex; inputs: Hex[] } | null {
  if (call.name !== 'execute') return null
  const [commands, inputs, deadline] = call.args
  if (call.args.length > 3 || commands?.name !== 'commands' || commands.value.kind !== 'bytes' || commands.type !== 'bytes') return null
  if (inputs?.name !== 'inputs' || inputs.type !== 'bytes[]' || inputs.value.kind !== 'array') return null
  if (deadline && (deadline.name !== 'deadline' || deadline.value.kind !== 'integer')) return null
  // A plan whose inputs were cut for display is not read: each command needs its own input.
  if (inputs.value.items.length !== inputs.value.length) return null
  const values = inputs.value.items.map((item) => (item.kind === 'bytes' ? item.value : null))
  if (values.some((value) => value === null)) return null
  return { commands: commands.value.value, inputs: values as Hex[] }
}

/** Whether a decoded call is a Universal Router `execute` whose steps the command table can name. */
export const isRouterPlan = (call: DecodedCall) => plan(call) !== null

function stepArguments(command: RouterCommand, input: Hex, context: DecodeContext, depth: number): DecodedArgument[] | null {
  if (command.read === 'call') {
    // The router forwards its input whole: a call that leaves bytes over does not fit (a fork's ABI-encoded input, read
    // as calldata, starts with a selector of zeros).
    const decoding = decodeCall(input, context, depth + 1)
    if (decoding.status !== 'decoded' || decoding.call.appendedBytes !== null) return null
    return [{ name: 'call', type: 'bytes', value: { kind: 'bytes', type: 'bytes', value: input, nested: { status: 'decoded', call: decoding.call } } }]
  }
  for (const form of command.inputs) {
    const parameters = form as readonly AbiParameter[]
    const values = strictParameters(parameters, input)
    if (values) return parameters.map((parameter, index) => decodedArgument(parameter, values[index], () => null))
  }
  return null
}

/** The table's command for a byte of a plan sent to `router`, unless the table names that byte only on other routers. */
function commandOn(table: RouterCommandTable, byte: number, router: string | null): RouterCommand | undefined {
  const command = table.commands[String(byte & COMMAND_TYPE)]
  return command?.routers && !command.routers.includes(router?.toLowerCase() ?? '') ? undefined : command
}

/**
 * The steps of a Universal Router plan sent to `router`: one per command byte, named from the table when its input
 * fits the command's parameters strictly, otherwise by its byte with the input raw. Null when the call is not such a
 * plan, or its commands and inputs differ in number.
 */
export function decodeRouterSteps(call: DecodedCall, table: RouterCommandTable, context: DecodeContext, router: string | null, depth = 0): RouterStep[] | null {
  const found = plan(call)
  if (!found) return null
  const bytes = hexToBytes(found.commands)
  if (bytes.length !== found.inputs.length) return null
  return [...bytes].map((byte, index) => {
    const input = found.inputs[index]!
    const command = commandOn(table, byte, router)
    const args = command ? stepArguments(command, input, context, depth) : null
    return {
      command: command && args ? command.name : toHex(byte & COMMAND_TYPE, { size: 1 }),
      allowRevert: (byte & ALLOW_REVERT) !== 0,
      args,
      input,
    }
  })
}
