import { describe, expect, it } from 'vitest'
import { DESCRIPTION_MAX, httpsImage, joinTitle, sentence, untrusted } from './page-meta'

const GATEWAY = 'https://gateway.example/ipfs/'

describe('untrusted', () => {
  it('shows direction overrides and control characters as a visible mark, so a name cannot pose as another', () => {
    expect(untrusted('safe\u202Egnp.exe\u202C label')).toBe('safe\uFFFDgnp.exe\uFFFD label')
    expect(untrusted('a\u0000b')).toBe('a\uFFFDb')
  })

  it('turns line breaks and runs of space into one space, and blank text into nothing', () => {
    expect(untrusted('  Bored\n\n  Ape\t#1  ')).toBe('Bored Ape #1')
    expect(untrusted(' \n ')).toBeNull()
    expect(untrusted(null)).toBeNull()
  })

  it('cuts a very long name and marks the cut', () => {
    const cut = untrusted('W'.repeat(100_000), 60)
    expect(cut).toBe(`${'W'.repeat(60)}…`)
  })

  it('keeps markup as the characters it is made of', () => {
    expect(untrusted('<script>alert(1)</script>')).toBe('<script>alert(1)</script>')
  })
})

describe('joinTitle and sentence', () => {
  it('joins the parts that are there with a middle dot', () => {
    expect(joinTitle('Transaction 0x9f9f…9f9f', 'Ethereum', null, 'Success')).toBe('Transaction 0x9f9f…9f9f · Ethereum · Success')
  })

  it('keeps a description within what previews show', () => {
    const long = sentence('x'.repeat(1000))
    expect(long).toHaveLength(DESCRIPTION_MAX)
    expect(long.endsWith('…')).toBe(true)
  })
})

describe('httpsImage', () => {
  it('sends ipfs:// images through the HTTPS gateway', () => {
    expect(httpsImage('ipfs://QmYx6GsYAKnNzZ9A6NvEKV9nf1VaDzJrqDR23Y8YSkebLU/7495.png', GATEWAY)).toBe(
      `${GATEWAY}QmYx6GsYAKnNzZ9A6NvEKV9nf1VaDzJrqDR23Y8YSkebLU/7495.png`,
    )
    expect(httpsImage('ipfs://ipfs/QmHash', GATEWAY)).toBe(`${GATEWAY}QmHash`)
  })

  it('keeps https: images and refuses every other kind of URL', () => {
    expect(httpsImage('https://cdn.example/logo.png', GATEWAY)).toBe('https://cdn.example/logo.png')
    for (const url of [
      'http://cdn.example/logo.png',
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:x',
      'logo.png',
      '',
    ]) {
      expect(httpsImage(url, GATEWAY), url).toBeNull()
    }
    expect(httpsImage(42, GATEWAY)).toBeNull()
  })

  it('refuses ipfs images when the configured gateway is plain http', () => {
    expect(httpsImage('ipfs://QmHash', 'http://localhost:8080/ipfs/')).toBeNull()
  })

  it('refuses absurdly long URLs', () => {
    expect(httpsImage(`https://cdn.example/${'a'.repeat(5000)}.png`, GATEWAY)).toBeNull()
  })
})
