import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { cursor, decimal, flag, jsonDocument, listOf, optionalBigint, optionalSmallInteger, text } from './fields'
import { parseJsonLosslessly } from './json'

describe('field normalizers', () => {
  it('turns a result sent as one object into a list of one', () => {
    const list = listOf(z.object({ id: text }))
    expect(list.parse({ id: 'a' })).toEqual([{ id: 'a' }])
    expect(list.parse([{ id: 'a' }, { id: 'b' }])).toHaveLength(2)
    expect(list.parse(null)).toEqual([])
    expect(list.parse(undefined)).toEqual([])
  })

  it('ends the list on a null, missing or empty cursor', () => {
    expect(cursor.parse('')).toBeNull()
    expect(cursor.parse(null)).toBeNull()
    expect(cursor.parse(undefined)).toBeNull()
    expect(cursor.parse('eyJvZmZzZXQiOjI1fQ')).toBe('eyJvZmZzZXQiOjI1fQ')
  })

  it('keeps numbers that arrive as strings exact', () => {
    expect(optionalBigint.parse('123456789012345678901234')).toBe(123456789012345678901234n)
    expect(optionalBigint.parse('0x1bc16d674ec80000')).toBe(2000000000000000000n)
    expect(optionalBigint.parse(null)).toBeNull()
    expect(optionalSmallInteger.parse('18')).toBe(18)
    expect(decimal.parse('0.000000012345678901')).toBe('0.000000012345678901')
    expect(text.parse(42)).toBe('42')
  })

  it('reads boolean text', () => {
    expect(flag.parse('true')).toBe(true)
    expect(flag.parse('TRUE')).toBe(true)
    expect(flag.parse('false')).toBe(false)
    expect(flag.parse(null)).toBe(false)
  })

  it('parses metadata sent as a JSON string and reports bad JSON instead of throwing', () => {
    expect(jsonDocument.parse('{"name":"Ape #1","big":123456789012345678901234}')).toEqual({
      state: 'parsed',
      value: { name: 'Ape #1', big: '123456789012345678901234' },
      raw: '{"name":"Ape #1","big":123456789012345678901234}',
    })
    const broken = jsonDocument.parse('{"name": "Ape #1",')
    expect(broken.state).toBe('invalid')
    expect(jsonDocument.parse(null)).toEqual({ state: 'absent' })
    expect(jsonDocument.parse({ name: 'object already' })).toMatchObject({ state: 'parsed', value: { name: 'object already' } })
  })

  it('parses JSON numbers as their exact text', () => {
    expect(parseJsonLosslessly('{"a": 9007199254740993, "b": 0.1}')).toEqual({ a: '9007199254740993', b: '0.1' })
  })
})
