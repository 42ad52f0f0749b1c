import type { AbiParameter, Address, Hex } from 'viem'
import { DECODE_LIMITS } from './limits'
import type { NameSource } from './name-source'

/** What an argument holds, by ABI type. Every string in it is untrusted: names and text come from matched ABIs and calldata. */
export type DecodedValue =
  | { kind: 'address'; value: Address }
  | { kind: 'integer'; type: string; value: bigint }
  | { kind: 'bool'; value: boolean }
  | { kind: 'string'; value: string }
  | { kind: 'bytes'; type: string; value: Hex; nested: NestedCall | null }
  /** an indexed string, bytes, array or tuple: the log keeps only its keccak256 hash */
  | { kind: 'topic-hash'; type: string; value: Hex }
  | { kind: 'tuple'; type: string; fields: DecodedArgument[] }
  /** `items` holds at most DECODE_LIMITS.maxArrayItems; `length` is how many the array has */
  | { kind: 'array'; type: string; items: DecodedValue[]; length: number }

export interface DecodedArgument {
  name: string
  type: string
  value: DecodedValue
}

/** A call found inside a bytes argument, or why it was not decoded. */
export type NestedCall = { status: 'decoded'; call: DecodedCall } | { status: 'too-deep' }

export interface DecodedCall {
  selector: Hex
  name: string
  /** the declaration with parameter names: `exactInputSingle((address tokenIn, …) params)` */
  signature: string
  args: DecodedArgument[]
  /** how many other signatures with this selector also decode the data strictly */
  otherMatches: number
  /** the raw bytes after the arguments, when the calldata is longer than they encode to; null when there are none */
  appendedBytes: Hex | null
  /** absent when the offline index named it */
  nameSource?: NameSource
}

/** Tries a bytes value as a call; returns null when it is not one the index knows. */
export type NestedDecoder = (data: Hex) => NestedCall | null

const arrayType = /^(.*)\[(\d*)\]$/

function decodeValue(parameter: AbiParameter, raw: unknown, nested: NestedDecoder): DecodedValue {
  const array = arrayType.exec(parameter.type)
  if (array) {
    const items = raw as readonly unknown[]
    const element = { ...parameter, type: array[1]! } as AbiParameter
    return {
      kind: 'array',
      type: parameter.type,
      items: items.slice(0, DECODE_LIMITS.maxArrayItems).map((item) => decodeValue(element, item, nested)),
      length: items.length,
    }
  }
  if (parameter.type === 'tuple') {
    const components = 'components' in parameter ? parameter.components : []
    const fields = components.map((component, index) => {
      const value = Array.isArray(raw) ? raw[index] : (raw as Record<string, unknown>)[component.name ?? '']
      return decodedArgument(component, value, nested)
    })
    return { kind: 'tuple', type: parameter.type, fields }
  }
  if (parameter.type === 'address') return { kind: 'address', value: (raw as string).toLowerCase() as Address }
  if (parameter.type === 'bool') return { kind: 'bool', value: raw as boolean }
  if (parameter.type === 'string') return { kind: 'string', value: raw as string }
  if (parameter.type.startsWith('bytes')) {
    const value = (raw as string).toLowerCase() as Hex
    return { kind: 'bytes', type: parameter.type, value, nested: parameter.type === 'bytes' ? nested(value) : null }
  }
  return { kind: 'integer', type: parameter.type, value: BigInt(raw as bigint | number) }
}

export function decodedArgument(parameter: AbiParameter, raw: unknown, nested: NestedDecoder): DecodedArgument {
  return { name: parameter.name ?? '', type: typeName(parameter), value: decodeValue(parameter, raw, nested) }
}

/** The type as a reader writes it: a tuple spelled out with its components' types. */
export function typeName(parameter: AbiParameter): string {
  if (!parameter.type.startsWith('tuple')) return parameter.type
  const components = 'components' in parameter ? parameter.components : []
  return `(${components.map(typeName).join(',')})${parameter.type.slice('tuple'.length)}`
}

/** A declaration with its parameter names: `transfer(address to, uint256 amount)`. */
export function signatureWithNames(name: string, inputs: readonly AbiParameter[]): string {
  const parameter = (input: AbiParameter): string => {
    const type = input.type.startsWith('tuple')
      ? `(${('components' in input ? input.components : []).map(parameter).join(', ')})${input.type.slice('tuple'.length)}`
      : input.type
    const indexed = 'indexed' in input && input.indexed ? ' indexed' : ''
    return input.name ? `${type}${indexed} ${input.name}` : `${type}${indexed}`
  }
  return `${name}(${inputs.map(parameter).join(', ')})`
}
