import { describe, expect, it } from 'vitest'
import { escapeHtml, withPageMeta } from './head-tags.ts'

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Chainview: a fast, exact block explorer." />
    <title>Chainview</title>
  </head>
  <body><script type="module" src="/assets/index.js"></script></body>
</html>`

describe('escapeHtml', () => {
  it('escapes everything that could end a text node or a quoted attribute', () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe('&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;')
  })
})

describe('withPageMeta', () => {
  const meta = {
    title: 'Dai (DAI) transfers · Ethereum',
    description: 'ERC20 transfers of Dai.',
    url: 'https://chainview.example/eth/token/0x6b17',
    image: 'https://logo.example/dai.png',
  }

  it('replaces the generic title and description and adds the Open Graph and Twitter tags', () => {
    const html = withPageMeta(PAGE, meta)
    expect(html).toContain('<title>Dai (DAI) transfers · Ethereum</title>')
    expect(html).toContain('<meta name="description" content="ERC20 transfers of Dai." />')
    expect(html).not.toContain('<title>Chainview</title>')
    for (const tag of [
      '<meta property="og:title" content="Dai (DAI) transfers · Ethereum" />',
      '<meta property="og:description" content="ERC20 transfers of Dai." />',
      '<meta property="og:url" content="https://chainview.example/eth/token/0x6b17" />',
      '<meta property="og:image" content="https://logo.example/dai.png" />',
      '<meta name="twitter:card" content="summary_large_image" />',
    ]) {
      expect(html).toContain(tag)
    }
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'))
  })

  it('leaves out og:image and asks for a small card when there is no image', () => {
    const html = withPageMeta(PAGE, { ...meta, image: null })
    expect(html).not.toContain('og:image')
    expect(html).toContain('<meta name="twitter:card" content="summary" />')
  })

  it('writes hostile text as text, in the title and in every attribute', () => {
    const hostile = `</title><script>window.__pwned=true</script>"><img src=x onerror=alert(1)>$&$1`
    const html = withPageMeta(PAGE, { ...meta, title: hostile, description: hostile, url: `https://chainview.example/eth/nft/"><script>` })
    expect(html).not.toContain('<script>window')
    expect(html).not.toContain('<img')
    expect(html).toContain('<meta property="og:url" content="https://chainview.example/eth/nft/&quot;&gt;&lt;script&gt;" />')
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;window.__pwned=true&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;$&amp;$1</title>')
    expect(html.match(/<script/g)).toHaveLength(1)
  })

  it('adds a title and description to a page that has none', () => {
    const html = withPageMeta('<html><head></head><body></body></html>', meta)
    expect(html).toMatch(/<head>\s*<title>Dai \(DAI\) transfers · Ethereum<\/title>\s*<meta name="description" content="ERC20 transfers of Dai." \/>/)
  })
})
