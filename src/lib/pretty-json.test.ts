import { describe, expect, it } from 'vitest'
import { prettyJson } from './pretty-json'

describe('pretty JSON', () => {
  it('indents a document and keeps big numbers exact', () => {
    const raw = '{"name":"Ape","id":115792089237316195423570985008687907853269984665640564039457584007913129639935,"level":4.50}'
    expect(prettyJson({ state: 'parsed', value: {}, raw })).toBe(
      '{\n  "name": "Ape",\n  "id": 115792089237316195423570985008687907853269984665640564039457584007913129639935,\n  "level": 4.50\n}',
    )
  })

  it('prints a document that arrived as an object, and broken JSON as the text it is', () => {
    expect(prettyJson({ state: 'parsed', value: { a: [1] }, raw: null })).toBe('{\n  "a": [\n    1\n  ]\n}')
    expect(prettyJson({ state: 'invalid', raw: '{"name": "Azu', error: 'Unexpected end' })).toBe('{"name": "Azu')
    expect(prettyJson({ state: 'absent' })).toBeNull()
  })
})
