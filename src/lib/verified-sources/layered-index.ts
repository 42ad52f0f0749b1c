import type { AbiError } from 'abitype'
import type { AbiEvent, AbiFunction } from 'viem'
import type { SignatureIndex } from '@/lib/abi-decode/signature-index'
import type { SignatureLayer, SourcedItem } from './verified-abi'

const asFunction = (item: SourcedItem): AbiFunction =>
  ({ type: 'function', name: item.name, inputs: item.inputs, outputs: [], stateMutability: 'nonpayable', nameSource: item.nameSource }) as AbiFunction
const asEvent = (item: SourcedItem): AbiEvent => ({ type: 'event', name: item.name, inputs: item.inputs, nameSource: item.nameSource }) as AbiEvent
const asError = (item: SourcedItem): AbiError => ({ type: 'error', name: item.name, inputs: item.inputs, nameSource: item.nameSource }) as AbiError

/**
 * The offline index with later sources after it: each key's candidates are the index's, then each layer's in order.
 * A key whose shard is not loaded stays undefined, so the decoder waits for the index before any later source.
 * The decoder (choose-candidate.ts) takes a later source's candidate only where no earlier one fits.
 */
export function layeredIndex(offline: SignatureIndex, layers: readonly SignatureLayer[]): SignatureIndex {
  const later = <T>(group: keyof SignatureLayer, key: string, as: (item: SourcedItem) => T): T[] =>
    layers.flatMap((layer) => (layer[group].get(key.toLowerCase()) ?? []).map(as))
  return {
    functions: (selector) => {
      const found = offline.functions(selector)
      return found && [...found, ...later('functions', selector, asFunction)]
    },
    events: (topic0) => {
      const found = offline.events(topic0)
      return found && [...found, ...later('events', topic0, asEvent)]
    },
    errors: (selector) => {
      const found = offline.errors(selector)
      return found && [...found, ...later('errors', selector, asError)]
    },
  }
}
