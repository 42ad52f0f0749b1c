import { describe, expect, it } from 'vitest'
import type { JsonField } from '@/api/fields'
import { readNftMetadata } from './nft-metadata'

const parsed = (value: unknown): JsonField => ({ state: 'parsed', value, raw: JSON.stringify(value) })
const absent: JsonField = { state: 'absent' }

describe('reading NFT metadata', () => {
  it('takes each field from the token metadata first, then the normalized form', () => {
    const metadata = readNftMetadata({
      metadata: parsed({ name: 'Ape #1', image: 'ipfs://QmApe', attributes: [{ trait_type: 'Fur', value: 'Gold' }] }),
      normalized_metadata: parsed({ name: 'Normalized', description: 'From the service', external_link: 'https://apes.example', attributes: [] }),
      token_uri: 'https://api.example/1',
    })
    expect(metadata).toMatchObject({
      readable: true,
      name: 'Ape #1',
      description: 'From the service',
      image: 'ipfs://QmApe',
      externalUrl: 'https://apes.example',
    })
    expect(metadata.attributes).toEqual([{ kind: 'text', trait: 'Fur', value: 'Gold' }])
    expect(metadata.sources.map((source) => source.label)).toEqual(['Metadata', 'Normalized metadata'])
  })

  it('reads a data: token URI when the metadata field is empty', () => {
    const metadata = readNftMetadata({
      metadata: absent,
      normalized_metadata: absent,
      token_uri: 'data:application/json,{"name":"Monster #9","image":"https://m.example/9.png"}',
    })
    expect(metadata).toMatchObject({ readable: true, name: 'Monster #9', image: 'https://m.example/9.png' })
    expect(metadata.sources.map((source) => source.label)).toEqual(['Metadata', 'Decoded token URI'])
  })

  it('is unreadable when the metadata is broken JSON and nothing else has it', () => {
    const metadata = readNftMetadata({
      metadata: { state: 'invalid', raw: '{"name": "Azuki', error: 'Unexpected end' },
      normalized_metadata: absent,
      token_uri: null,
    })
    expect(metadata).toMatchObject({ readable: false, name: null, attributes: [] })
  })

  it('does not count a normalized form that is all nulls as metadata', () => {
    const metadata = readNftMetadata({ metadata: absent, normalized_metadata: parsed({ name: null, image: null, attributes: [] }), token_uri: null })
    expect(metadata.readable).toBe(false)
    expect(metadata.sources.map((source) => source.label)).toEqual(['Metadata', 'Normalized metadata'])
  })

  it('ignores metadata that is JSON but not an object', () => {
    expect(readNftMetadata({ metadata: parsed(['a']), normalized_metadata: absent, token_uri: null }).readable).toBe(false)
  })
})
