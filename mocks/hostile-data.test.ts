// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseJsonLosslessly } from '../src/api/json'
import { fetchExample, OPERATION_LIST, OPERATIONS, type AnyOperation } from '../src/api/operations'
import { schemaFields } from '../src/api/schema-fields'
import { startFixtureServer } from '../src/test/msw'
import { resetTopMovers } from './handlers/top-movers'
import { HOSTILE_TEXTS, HOSTILE_URLS, LONG_HOSTILE_TEXT, LONG_TEXT_LENGTH, makeHostile, METADATA_DEPTH, setHostileData } from './hostile-data'

startFixtureServer()
afterEach(() => setHostileData(false))

/** The body of an operation's example request as the fixtures send it, before the client parses it. */
async function fetchBody(operation: AnyOperation): Promise<unknown> {
  const realFetch = globalThis.fetch
  let sent: Parameters<typeof fetch> | undefined
  vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => {
    sent = args
    return Promise.resolve(new Response('{}', { status: 418 }))
  })
  await fetchExample(operation).catch(() => undefined)
  vi.unstubAllGlobals()
  if (!sent) throw new Error(`${operation.name} sent no request`)
  const response = await realFetch(...sent)
  return parseJsonLosslessly(await response.text())
}

/** Every string in a JSON value, with its path and the name of the field that holds it. */
function stringLeaves(value: unknown, path: string[] = []): { path: string; key: string; text: string }[] {
  if (typeof value === 'string') return [{ path: path.join('.'), key: path.filter((part) => !/^\d+$/.test(part)).at(-1) ?? '', text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, String(index)]))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]))
  return []
}

const isHostile = (text: string) =>
  text === LONG_HOSTILE_TEXT || (HOSTILE_TEXTS as readonly string[]).includes(text) || (HOSTILE_URLS as readonly string[]).includes(text)

/** What a value the views route and compute on looks like: hex, numbers, base58 and base64 ids, times, enumerations (ABI types too). */
const IDENTITY_SHAPE =
  /^(0x[0-9a-f]*|[0-9a-f]{32,64}|-?\d+(\.\d+)?(e[+-]?\d+)?|[1-9A-HJ-NP-Za-km-z]{32,44}|eyJ[A-Za-z0-9+/=]+|\d{4}-\d\d-\d\dT[\d:.]+Z?|true|false|solana|ERC721|ERC1155|2\.0|CALL|CREATE|DELEGATECALL|STATICCALL|success|Single|Batch|image\/\w+|token[01]|exact_match|match|function|event|error|constructor|fallback|receive|(address|bool|string|bytes\d*|u?int\d*|tuple)(\[\d*\])*)$/i

function depthOf(value: unknown): number {
  let depth = 0
  for (let node = value; node && typeof node === 'object'; node = (node as { child?: unknown }).child) depth += 1
  return depth
}

describe('hostile data mode', () => {
  it('is off unless switched on: fixtures answer as they are', async () => {
    const body = (await fetchBody(OPERATIONS['erc20-transfers'])) as { result: { token_name: string }[] }
    expect(body.result[0]?.token_name).toBe('USD Coin')
  })

  describe.each(OPERATION_LIST.map((operation) => [operation.name, operation] as const))('%s', (_name, operation) => {
    it('still matches the schema, with every id, number and cursor kept and every other string hostile', async () => {
      const plain = await fetchBody(operation)
      resetTopMovers()
      setHostileData(true)
      const hostile = await fetchBody(operation)

      expect(operation.schema.safeParse(hostile).error).toBeUndefined()
      const before = new Map(stringLeaves(plain).map((leaf) => [leaf.path, leaf.text]))
      const leaves = stringLeaves(hostile)
      expect(leaves.some((leaf) => isHostile(leaf.text))).toBe(true)
      for (const leaf of leaves) {
        if (isHostile(leaf.text) || leaf.path.includes('metadata')) continue
        expect(leaf.text, `${leaf.path} kept its value`).toBe(before.get(leaf.path))
        expect(leaf.text, `${leaf.path} looks like an id, a number or an enumeration`).toMatch(IDENTITY_SHAPE)
      }
    })
  })

  it('turns free text into markup, direction overrides and 100 KB strings, and fills empty labels', () => {
    const transfer = {
      token_name: 'USD Coin',
      token_symbol: 'USDC',
      to_address_label: null,
      from_address_label: 'Binance 14',
      from_address_entity: null,
      address: '0xa0b8',
      value: 5n,
      block_number: 21239871n,
    }
    const page = makeHostile({ cursor: 'eyJvZmZzZXQiOjI1fQ==', result: [transfer, transfer] }) as { cursor: string; result: Record<string, unknown>[] }
    const [row, next] = page.result
    expect(page.cursor).toBe('eyJvZmZzZXQiOjI1fQ==')
    expect(row).toMatchObject({ address: '0xa0b8', value: 5n, block_number: 21239871n })
    expect(row?.token_name).toBe(LONG_HOSTILE_TEXT)
    expect(LONG_HOSTILE_TEXT).toHaveLength(LONG_TEXT_LENGTH)
    expect(row?.to_address_label).toBe(LONG_HOSTILE_TEXT)
    expect(HOSTILE_TEXTS, 'one 100 KB name per response is enough').toContain(next?.token_name)
    for (const key of ['token_symbol', 'from_address_label', 'from_address_entity']) expect(HOSTILE_TEXTS).toContain(row?.[key])
    expect(new Set([row?.token_symbol, row?.from_address_label, row?.from_address_entity]).size).toBe(3)
    expect(HOSTILE_TEXTS.some((text) => text.includes('\u202E'))).toBe(true)
  })

  it('turns every URL field into a javascript:, data: or vbscript: URL, empty ones included', () => {
    const collection = makeHostile({
      collection_logo: 'https://logos.example.org/bayc.png',
      collection_banner_image: null,
      project_url: 'https://bayc.com',
      token_uri: 'ipfs://Qm',
    }) as Record<string, string>
    for (const url of Object.values(collection)) expect(url.trim()).toMatch(/^(javascript|data|vbscript):/i)
  })

  it('every payload would give itself away by setting window.__pwned if it ever ran', () => {
    for (const text of [...HOSTILE_TEXTS, LONG_HOSTILE_TEXT]) expect(text).toMatch(/__pwned/)
    for (const url of HOSTILE_URLS.filter((url) => !/^vbscript:/i.test(url) && !/;base64,/.test(url))) expect(url).toMatch(/__pwned/)
    for (const url of HOSTILE_URLS.filter((url) => /;base64,/.test(url))) expect(atob(url.split(',')[1]!)).toMatch(/__pwned/)
  })

  it('makes NFT metadata hostile JSON nested 200 levels deep, strings and URLs included', async () => {
    setHostileData(true)
    const nft = (await fetchBody(OPERATIONS.nft)) as { metadata: string; normalized_metadata: Record<string, unknown> }
    const metadata = JSON.parse(nft.metadata) as { name: string; image: string; attributes: { trait_type: unknown; value: unknown }[]; nested: unknown }
    expect(metadata.name).toBe(LONG_HOSTILE_TEXT)
    expect(metadata.image.trim()).toMatch(/^(javascript|data|vbscript):/i)
    expect(depthOf(metadata.nested)).toBe(METADATA_DEPTH)
    expect(depthOf(metadata.attributes.at(-1)?.value)).toBe(METADATA_DEPTH)
    for (const leaf of stringLeaves(metadata)) expect(isHostile(leaf.text), leaf.path).toBe(true)
    expect(depthOf(nft.normalized_metadata.nested)).toBe(METADATA_DEPTH)
  })

  it('reads from the schemas which fields are free text', () => {
    const free = new Set(OPERATION_LIST.flatMap((operation) => [...schemaFields(operation.schema).free]))
    expect(free).toContain('token_name')
    expect(free).toContain('collection_logo')
    expect(free).not.toContain('token_address')
  })

  it('leaves metadata that is not there yet alone, so a token still being indexed reads as one', () => {
    expect(makeHostile({ token_id: '1', metadata: null })).toEqual({ token_id: '1', metadata: null })
  })
})
