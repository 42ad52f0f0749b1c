import { decodeAbiParameters, encodeAbiParameters, type AbiEvent, type AbiParameter, type Hex } from 'viem'
import { chooseCandidate, listedCandidates } from './choose-candidate'
import { byteLength, normalHex, strictParameters, type DecodeContext } from './decode-context'
import { nestedCallDecoder } from './decode-call'
import { decodedArgument, signatureWithNames, typeName, type DecodedArgument, type DecodedValue } from './decoded-value'
import { nameSourceOf, type NameSource } from './name-source'

export interface DecodedEvent {
  topic0: Hex
  name: string
  signature: string
  /** in declaration order, indexed and not */
  args: DecodedArgument[]
  otherMatches: number
  /** absent when the offline index named it */
  nameSource?: NameSource
}

export type EventDecoding =
  | { status: 'decoded'; event: DecodedEvent }
  | { status: 'unknown'; topic0: Hex; databaseCandidates?: string[] }
  | { status: 'pending'; topic0: Hex }
  | { status: 'too-large'; topic0: Hex; bytes: number }
  /** no topics, or a topic that is not a 32-byte word: an anonymous event or a malformed log */
  | { status: 'no-topic' }

export interface LogInput {
  topics: readonly (string | null)[]
  data: string | null
}

/** An indexed string, bytes, array or tuple is stored as the hash of its value, not the value. */
const hashedWhenIndexed = (parameter: AbiParameter) =>
  parameter.type === 'string' || parameter.type === 'bytes' || parameter.type.startsWith('tuple') || parameter.type.endsWith(']')

/** One parameter from its own 32-byte topic, only when it encodes back to the same word (no dirty high bits). */
function decodeTopic(parameter: AbiParameter, topic: Hex): unknown {
  const [value] = decodeAbiParameters([parameter], topic)
  if (encodeAbiParameters([parameter], [value]).toLowerCase() !== topic) throw new Error('topic does not encode back')
  return value
}

/**
 * The event's arguments when the number of indexed parameters is the number of topics after topic0, every topic
 * decodes, and the data decodes and encodes back to exactly the same bytes. Otherwise null: a topic0 that collides
 * with a known event but whose topics or data do not fit stays undecoded.
 */
export function strictArguments(candidate: AbiEvent, topics: Hex[], data: Hex, context: DecodeContext): DecodedArgument[] | null {
  const indexed = candidate.inputs.filter((input) => input.indexed)
  if (indexed.length !== topics.length - 1) return null
  try {
    const dataInputs = candidate.inputs.filter((input) => !input.indexed)
    const dataValues = strictParameters(dataInputs, data)
    if (!dataValues) return null
    const nested = nestedCallDecoder(context, 0)
    let topicAt = 1
    let dataAt = 0
    return candidate.inputs.map((input) => {
      if (!input.indexed) return decodedArgument(input, dataValues[dataAt++], nested)
      const topic = topics[topicAt++]!
      if (hashedWhenIndexed(input)) {
        const value: DecodedValue = { kind: 'topic-hash', type: typeName(input), value: topic }
        return { name: input.name ?? '', type: typeName(input), value }
      }
      return decodedArgument(input, decodeTopic(input, topic), nested)
    })
  } catch {
    return null
  }
}

/** Decodes a log with the signature index: topic0 picks the candidates, the topics and data must fit one strictly. */
export function decodeEvent(log: LogInput, context: DecodeContext): EventDecoding {
  const present = log.topics.filter((topic): topic is string => topic !== null)
  const topics = present.map(normalHex)
  if (topics.length === 0 || topics.some((topic) => topic === null || byteLength(topic) !== 32)) return { status: 'no-topic' }
  const words = topics as Hex[]
  const topic0 = words[0]!
  const data = log.data === null || log.data === '' ? '0x' : normalHex(log.data)
  if (data === null) return { status: 'unknown', topic0 }
  const choice = chooseCandidate(context, {
    key: topic0,
    lookup: context.index.events,
    data,
    fit: (candidate) => strictArguments(candidate, words, data, context),
  })
  if (choice.status === 'unknown') return { status: 'unknown', topic0, ...listedCandidates(choice) }
  if (choice.status !== 'chosen') return { ...choice, topic0 }
  const nameSource = nameSourceOf(choice.candidate)
  return {
    status: 'decoded',
    event: {
      topic0,
      name: choice.candidate.name,
      signature: signatureWithNames(choice.candidate.name, choice.candidate.inputs),
      args: choice.args,
      otherMatches: choice.otherMatches,
      ...(nameSource && { nameSource }),
    },
  }
}
