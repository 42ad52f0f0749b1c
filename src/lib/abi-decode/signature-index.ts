import type { AbiError } from 'abitype'
import type { AbiEvent, AbiFunction, AbiParameter } from 'viem'

/** A parameter as the generated shards store it (scripts/build-signature-index.mjs): no internalType. */
export interface IndexedParameter {
  name: string
  type: string
  components?: IndexedParameter[]
  indexed?: boolean
}

interface IndexedItem {
  type: 'function' | 'event' | 'error'
  name: string
  inputs: IndexedParameter[]
}

/** One shard: the declarations whose selector (functions, errors) or topic0 (events) starts with its six bits. */
export interface SignatureShard {
  functions: Record<string, IndexedItem[]>
  events: Record<string, IndexedItem[]>
  errors: Record<string, IndexedItem[]>
}

/**
 * The candidates for a selector or topic0, most trusted source first. `undefined` means the shard that would hold
 * them is not loaded (yet), so a decoder can tell "unknown" from "not looked up".
 */
export interface SignatureIndex {
  functions(selector: string): AbiFunction[] | undefined
  events(topic0: string): AbiEvent[] | undefined
  errors(selector: string): AbiError[] | undefined
}

/** The shard that holds a selector or topic0: its first six bits as two hex digits, 00 to 3f. */
export function shardOf(selectorOrTopic: string): string {
  return (parseInt(selectorOrTopic.slice(2, 4), 16) >> 2).toString(16).padStart(2, '0')
}

const asParameters = (inputs: IndexedParameter[]) => inputs as readonly AbiParameter[]

/** An index over the shards loaded so far; a shard that failed to load is absent and counts as not loaded. */
export function indexOfShards(shards: ReadonlyMap<string, SignatureShard>): SignatureIndex {
  const find = (group: keyof SignatureShard, key: string) => {
    const shard = shards.get(shardOf(key))
    if (!shard) return undefined
    return shard[group][key.toLowerCase()] ?? []
  }
  return {
    functions: (selector) =>
      find('functions', selector)?.map((item): AbiFunction => ({
        type: 'function',
        name: item.name,
        inputs: asParameters(item.inputs),
        outputs: [],
        stateMutability: 'nonpayable',
      })),
    events: (topic0) =>
      find('events', topic0)?.map((item): AbiEvent => ({ type: 'event', name: item.name, inputs: asParameters(item.inputs) as AbiEvent['inputs'] })),
    errors: (selector) => find('errors', selector)?.map((item): AbiError => ({ type: 'error', name: item.name, inputs: asParameters(item.inputs) })),
  }
}
