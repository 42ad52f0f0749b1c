import { decodeAbiParameters, type AbiEvent, type Hex } from 'viem'
import type { AbiParameterToPrimitiveType } from 'abitype'

/** Each event's topic0 by name, written out: finding an event by its hash would bring hashing and signature formatting. */
export type EventTopics<Events extends readonly AbiEvent[]> = Readonly<Record<Events[number]['name'], Hex>>

type EventArgs<Event extends AbiEvent> = { [Parameter in Event['inputs'][number] as Parameter['name'] & string]: AbiParameterToPrimitiveType<Parameter> }

/** One of the events, by name, with its arguments by parameter name. */
export type DecodedEventLog<Events extends readonly AbiEvent[]> = {
  [Index in keyof Events]: { eventName: Events[Index]['name']; args: EventArgs<Events[Index]> }
}[number]

const isDynamic = (type: string) => type === 'string' || type === 'bytes' || type.startsWith('tuple') || type.endsWith(']')

/**
 * The log decoded strictly against the event its topic0 names, as viem's `decodeEventLog({ strict: true })` does: a
 * topic for every indexed parameter (an indexed string, bytes, array or tuple is its hash, kept as the topic), and data
 * that decodes as the others. Null when topic0 names none of the events or the log does not fit.
 */
export function decodeEventLog<const Events extends readonly AbiEvent[]>(
  events: Events,
  topicsByName: EventTopics<Events>,
  topics: readonly Hex[],
  data: Hex,
): DecodedEventLog<Events> | null {
  const event = events.find((candidate) => topicsByName[candidate.name as Events[number]['name']] === topics[0])
  if (!event) return null
  const indexed = event.inputs.filter((input) => input.indexed)
  const unindexed = event.inputs.filter((input) => !input.indexed)
  if (topics.length - 1 < indexed.length || (unindexed.length > 0 && data === '0x')) return null
  try {
    const args: Record<string, unknown> = {}
    indexed.forEach((input, index) => {
      const topic = topics[index + 1]!
      args[input.name!] = isDynamic(input.type) ? topic : decodeAbiParameters([input], topic)[0]
    })
    const values = unindexed.length > 0 ? decodeAbiParameters(unindexed, data) : []
    unindexed.forEach((input, index) => {
      args[input.name!] = values[index]
    })
    return { eventName: event.name, args } as DecodedEventLog<Events>
  } catch {
    return null
  }
}
