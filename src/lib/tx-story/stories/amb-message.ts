import { bytesArg, type Evidence, type StoryEvent } from './args'

/**
 * What an arbitrary-message bridge's message (the TokenBridge AMB behind Gnosis Chain's OmniBridge) says of itself:
 * its id and the chains it leaves and reaches. Its header, as the AMB's `ArbitraryMessage` library packs it: the id
 * (32 bytes), sender and executor (20 each), gas limit (4), the lengths of the two chain ids (1 each), the data type
 * (1), then the source and destination chain ids.
 */
export interface AmbMessage {
  messageId: string
  sourceChainId: bigint
  destinationChainId: bigint
}

const HEADER_BYTES = 32 + 20 + 20 + 4 + 1 + 1 + 1

/** The message's header, or null when the bytes are too short for what they claim or a chain id is empty or over 32 bytes. */
export function ambMessageOf(hex: string | null): AmbMessage | null {
  if (!hex || !/^0x([0-9a-f]{2})*$/i.test(hex)) return null
  const bytes = hex.slice(2).toLowerCase()
  const byteAt = (offset: number) => parseInt(bytes.slice(offset * 2, offset * 2 + 2), 16)
  if (bytes.length / 2 < HEADER_BYTES) return null
  const sourceLength = byteAt(HEADER_BYTES - 3)
  const destinationLength = byteAt(HEADER_BYTES - 2)
  if (sourceLength < 1 || sourceLength > 32 || destinationLength < 1 || destinationLength > 32) return null
  if (bytes.length / 2 < HEADER_BYTES + sourceLength + destinationLength) return null
  const chainId = (offset: number, length: number) => BigInt(`0x${bytes.slice(offset * 2, (offset + length) * 2)}`)
  return {
    messageId: `0x${bytes.slice(0, 64)}`,
    sourceChainId: chainId(HEADER_BYTES, sourceLength),
    destinationChainId: chainId(HEADER_BYTES + sourceLength, destinationLength),
  }
}

/** The AMB's request events, on either side: each carries the message it asks the other side to execute. */
const REQUESTS = new Set(['UserRequestForAffirmation(bytes32,bytes)', 'UserRequestForSignature(bytes32,bytes)'])

/** The message an AMB request event of the transaction carries for this message id, read from its header. */
export function requestedMessage(evidence: Pick<Evidence, 'events'>, messageId: string): AmbMessage | null {
  const requests = evidence.events.filter((event: StoryEvent) => REQUESTS.has(event.signature) && bytesArg(event.args, 'messageId') === messageId)
  const [request] = requests
  const message = requests.length === 1 && request ? ambMessageOf(bytesArg(request.args, 'encodedData')) : null
  return message?.messageId === messageId ? message : null
}
