import { describe, expect, it } from 'vitest'
import { redactSecret } from './redact.ts'

describe('redactSecret', () => {
  it('removes the key raw, URL-encoded and JSON-escaped', () => {
    const key = 'ab+c/d=='
    const text = `raw ${key} url ${encodeURIComponent(key)} json ${JSON.stringify({ key }).replaceAll('/', '\\/')}`
    const redacted = redactSecret(text, key)
    expect(redacted).not.toContain('ab+c')
    expect(redacted).not.toContain('ab%2Bc')
    expect(redacted).toBe('raw [redacted] url [redacted] json {"key":"[redacted]"}')
  })

  it('leaves text alone without a key', () => {
    expect(redactSecret('nothing to hide', null)).toBe('nothing to hide')
  })
})
