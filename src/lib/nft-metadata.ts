import type { JsonField } from '@/api/fields'
import type { Nft } from '@/api/nft'
import { readAttributes, type NftAttribute } from '@/lib/opensea-attributes'
import { readTokenUri } from '@/lib/token-uri'

export interface MetadataSource {
  label: string
  document: JsonField
}

/** What the page shows of an NFT's metadata, read from every place the service may have put it. */
export interface NftMetadata {
  /** every metadata document there is, for the raw view */
  sources: MetadataSource[]
  /** whether any source could be read as a JSON object */
  readable: boolean
  name: string | null
  description: string | null
  image: unknown
  animationUrl: unknown
  externalUrl: string | null
  attributes: NftAttribute[]
}

function objectOf(document: JsonField): Record<string, unknown> | null {
  if (document.state !== 'parsed') return null
  const { value } = document
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
}

function hasContent(object: Record<string, unknown>): boolean {
  return Object.values(object).some((value) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0))
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  return null
}

/**
 * The token's own metadata comes first, then JSON decoded from a data: token URI, then the service's normalized
 * form; each field is taken from the first source that has it.
 */
export function readNftMetadata(nft: Pick<Nft, 'metadata' | 'normalized_metadata' | 'token_uri'>): NftMetadata {
  const tokenUri = readTokenUri(nft.token_uri)
  const sources: MetadataSource[] = [{ label: 'Metadata', document: nft.metadata }]
  if (tokenUri.kind === 'data-json') sources.push({ label: 'Decoded token URI', document: tokenUri.document })
  if (nft.normalized_metadata.state !== 'absent') sources.push({ label: 'Normalized metadata', document: nft.normalized_metadata })

  // The normalized form of metadata the service could not read is all nulls: that says nothing.
  const objects = sources.map((source) => objectOf(source.document)).filter((value): value is Record<string, unknown> => value !== null && hasContent(value))
  const first = (...keys: string[]): unknown => {
    for (const object of objects) for (const key of keys) if (object[key] !== undefined && object[key] !== null && object[key] !== '') return object[key]
    return undefined
  }
  const attributeList = objects.map((object) => readAttributes(object.attributes ?? object.traits)).find((list) => list.length > 0) ?? []

  return {
    sources,
    readable: objects.length > 0,
    name: textOf(first('name', 'title')),
    description: textOf(first('description')),
    image: first('image', 'image_url'),
    animationUrl: first('animation_url'),
    externalUrl: textOf(first('external_url', 'external_link')),
    attributes: attributeList,
  }
}
