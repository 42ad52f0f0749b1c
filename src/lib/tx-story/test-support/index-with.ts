import { toEventSelector, toFunctionSelector, type Abi, type AbiEvent, type AbiFunction } from 'viem'
import type { SignatureIndex } from '@/lib/abi-decode/signature-index'

/**
 * The committed index, with the declarations a story's cases are encoded with added where the index has none for
 * that selector or topic: so a story's table tests its rule whichever ABIs the index reads today.
 */
export function indexWith(base: SignatureIndex, abis: readonly Abi[]): SignatureIndex {
  const functions = new Map<string, AbiFunction[]>()
  const events = new Map<string, AbiEvent[]>()
  for (const item of abis.flat()) {
    if (item.type === 'function') functions.set(toFunctionSelector(item), [...(functions.get(toFunctionSelector(item)) ?? []), item])
    if (item.type === 'event') events.set(toEventSelector(item), [...(events.get(toEventSelector(item)) ?? []), item])
  }
  const pick = <T>(known: T[] | undefined, added: T[] | undefined) => (known && known.length > 0 ? known : (added ?? known))
  return {
    functions: (selector) => pick(base.functions(selector), functions.get(selector.toLowerCase())),
    events: (topic0) => pick(base.events(topic0), events.get(topic0.toLowerCase())),
    errors: (selector) => base.errors(selector),
  }
}
