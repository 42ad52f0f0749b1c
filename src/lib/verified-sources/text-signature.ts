import type { AbiParameter } from 'viem'

const ELEMENTARY =
  /^(address|bool|string|bytes([1-9]|[12][0-9]|3[0-2])?|u?int(8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)?|function)$/
const ARRAY_SUFFIX = /^(\[[0-9]*\])*$/
const NAME = /^[A-Za-z_$][A-Za-z0-9_$]{0,99}$/
const MAX_PARAMETERS = 32

/** A text signature's name and parameter types, as the signature database lists them: `transfer(address,uint256)`. */
export interface TextSignature {
  name: string
  inputs: AbiParameter[]
}

/** Splits a type list at the commas outside parentheses; null when the parentheses do not balance. */
function splitTopLevel(list: string): string[] | null {
  if (list === '') return []
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let at = 0; at < list.length; at++) {
    const char = list[at]
    if (char === '(') depth++
    else if (char === ')' && --depth < 0) return null
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, at))
      start = at + 1
    }
  }
  if (depth !== 0) return null
  parts.push(list.slice(start))
  return parts
}

function parameter(type: string, depth: number): AbiParameter | null {
  if (type.startsWith('(')) {
    const close = type.lastIndexOf(')')
    const suffix = type.slice(close + 1)
    if (depth > 4 || !ARRAY_SUFFIX.test(suffix)) return null
    const components = parameters(type.slice(1, close), depth + 1)
    return components && components.length > 0 ? { type: `tuple${suffix}`, components } : null
  }
  const base = /^([a-z0-9]+)((\[[0-9]*\])*)$/.exec(type)
  if (!base || !ELEMENTARY.test(base[1]!) || base[1] === 'function') return null
  return { type }
}

function parameters(list: string, depth: number): AbiParameter[] | null {
  const parts = splitTopLevel(list)
  if (!parts || parts.length > MAX_PARAMETERS) return null
  const parsed = parts.map((part) => parameter(part, depth))
  return parsed.every((item): item is AbiParameter => item !== null) ? parsed : null
}

/** The name and unnamed parameters of a canonical text signature, or null when it is not one (spaces, unknown types). */
export function parseTextSignature(text: string): TextSignature | null {
  const open = text.indexOf('(')
  if (open < 1 || !text.endsWith(')')) return null
  const name = text.slice(0, open)
  if (!NAME.test(name)) return null
  const inputs = parameters(text.slice(open + 1, -1), 0)
  return inputs && { name, inputs }
}
