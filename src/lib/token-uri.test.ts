import { describe, expect, it } from 'vitest'
import { decodeJsonDataUrl, readTokenUri } from './token-uri'

const gateway = 'https://gateway.example/ipfs/'
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))

describe('token URIs', () => {
  it('decodes a base64 JSON data: URL, keeping non-ASCII text', () => {
    const json = '{"name":"Monster — №412","attributes":[]}'
    expect(decodeJsonDataUrl(`data:application/json;base64,${base64(json)}`)).toEqual({
      state: 'parsed',
      value: { name: 'Monster — №412', attributes: [] },
      raw: json,
    })
  })

  it('decodes a plain JSON data: URL, percent-encoded or raw', () => {
    expect(decodeJsonDataUrl('data:application/json,{"name":"Onchain Monster #9"}')).toMatchObject({ state: 'parsed', value: { name: 'Onchain Monster #9' } })
    expect(decodeJsonDataUrl('data:application/json;utf8,%7B%22name%22%3A%22a%20b%22%7D')).toMatchObject({ state: 'parsed', value: { name: 'a b' } })
    expect(decodeJsonDataUrl('data:application/json,{"name":"100% on chain"}')).toMatchObject({ state: 'parsed', value: { name: '100% on chain' } })
  })

  it('reports broken JSON and broken base64 instead of throwing', () => {
    expect(decodeJsonDataUrl('data:application/json,{"name":')).toMatchObject({ state: 'invalid', raw: '{"name":' })
    expect(decodeJsonDataUrl('data:application/json;base64,%%%')).toMatchObject({ state: 'invalid' })
  })

  it('does not treat other data: URLs as metadata', () => {
    expect(decodeJsonDataUrl('data:text/html;base64,PHNjcmlwdD4=')).toBeNull()
    expect(decodeJsonDataUrl('data:image/svg+xml,<svg/>')).toBeNull()
    expect(decodeJsonDataUrl('https://example.org/1.json')).toBeNull()
  })

  it('turns http(s) and ipfs into web addresses and everything else into nothing usable', () => {
    expect(readTokenUri('https://api.example.org/7495', gateway)).toEqual({ kind: 'web', url: 'https://api.example.org/7495' })
    expect(readTokenUri('ipfs://QmHash/7495', gateway)).toEqual({ kind: 'web', url: 'https://gateway.example/ipfs/QmHash/7495' })
    expect(readTokenUri('data:application/json,{}', gateway)).toMatchObject({ kind: 'data-json', document: { state: 'parsed' } })
    for (const hostile of ['javascript:window.__pwned=true', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox(1)', 'not a url'])
      expect(readTokenUri(hostile, gateway)).toEqual({ kind: 'unusable' })
    expect(readTokenUri(null, gateway)).toEqual({ kind: 'none' })
  })
})
