import { describe, expect, it } from 'vitest'
import { resolveIpfs, safeHttpUrl, safeMediaUrl } from './safe-url'
import { displayText } from './display-text'

const gateway = 'https://gateway.example/ipfs/'

describe('safe URLs', () => {
  it('lets only http and https through', () => {
    expect(safeHttpUrl('https://example.org/a?b=1')).toBe('https://example.org/a?b=1')
    expect(safeHttpUrl('  http://example.org ')).toBe('http://example.org/')
    for (const hostile of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>',
      'vbscript:msgbox',
      '//evil.example',
      '/relative',
      'ftp://x',
    ])
      expect(safeHttpUrl(hostile)).toBeNull()
    expect(safeHttpUrl(null)).toBeNull()
  })

  it('sends ipfs through the configured gateway', () => {
    expect(resolveIpfs('ipfs://QmHash/1.png', gateway)).toBe('https://gateway.example/ipfs/QmHash/1.png')
    expect(resolveIpfs('ipfs://ipfs/QmHash', gateway)).toBe('https://gateway.example/ipfs/QmHash')
    expect(resolveIpfs('/ipfs/QmHash', gateway)).toBe('https://gateway.example/ipfs/QmHash')
    expect(resolveIpfs('ipfs/QmHash', gateway)).toBe('https://gateway.example/ipfs/QmHash')
    expect(safeMediaUrl('ipfs://QmHash', gateway)).toBe('https://gateway.example/ipfs/QmHash')
    expect(safeMediaUrl('data:image/svg+xml,<svg onload=alert(1)>', gateway)).toBeNull()
  })
})

describe('displayText', () => {
  it('makes direction overrides and control characters visible', () => {
    expect(displayText('safe\u202Egnp.exe')).toBe('safe\uFFFDgnp.exe')
    expect(displayText('a\u0000b')).toBe('a\uFFFDb')
  })

  it('cuts very long text', () => {
    expect(displayText('x'.repeat(100_000), 10)).toBe(`${'x'.repeat(10)}…`)
  })
})
