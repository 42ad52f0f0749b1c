import { concat, numberToHex, slice, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { storyHash } from '../../../../mocks/fixtures/story-encoding'
import { ambMessageOf } from './amb-message'

const ID = concat(['0x00050000', slice(storyHash('an AMB bridge id'), 0, 20), numberToHex(7, { size: 8 })])
const SENDER = '0x88ad09518695c6c3712ac10a214be5109a655671'
const EXECUTOR = '0xf6a78083ca3e2a662d6dd1703c939c8ace2e268d'

/** A message as the AMB packs it, with chain ids of the given byte lengths. */
const message = (
  source: Hex,
  destination: Hex,
  lengths: [Hex, Hex] = [numberToHex((source.length - 2) / 2, { size: 1 }), numberToHex((destination.length - 2) / 2, { size: 1 })],
) => concat([ID, SENDER, EXECUTOR, numberToHex(600_000, { size: 4 }), ...lengths, '0x80', source, destination, '0x125e4cfb'])

describe('an AMB message’s header', () => {
  it('names its id and the chains it leaves and reaches, in as many bytes as each id takes', () => {
    expect(ambMessageOf(message('0x01', '0x64'))).toEqual({ messageId: ID, sourceChainId: 1n, destinationChainId: 100n })
    expect(ambMessageOf(message('0x64', '0xe8d4a50fff'))).toEqual({ messageId: ID, sourceChainId: 100n, destinationChainId: 999_999_999_999n })
  })

  it('reads nothing from bytes too short for the lengths they claim, an empty or over-long chain id, or no hex', () => {
    const whole = message('0x01', '0x64')
    expect(ambMessageOf(slice(whole, 0, 78))).toBeNull()
    expect(ambMessageOf(message('0x01', '0x64', ['0x01', '0x09']).slice(0, 2 + 2 * 81))).toBeNull()
    expect(ambMessageOf(message('0x01', '0x64', ['0x00', '0x01']))).toBeNull()
    expect(ambMessageOf(message('0x01', '0x64', ['0x21', '0x01']))).toBeNull()
    expect(ambMessageOf('0x123')).toBeNull()
    expect(ambMessageOf(null)).toBeNull()
  })
})
