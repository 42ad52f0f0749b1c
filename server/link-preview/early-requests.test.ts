import { describe, expect, it } from 'vitest'
import { withEarlyRequests } from './early-requests.ts'

const PAGE = [
  '<head>',
  '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
  '    <script async fetchpriority="high" src="/assets/route-preload-abc.js"></script>',
  '    <script type="module" crossorigin src="/assets/index.js"></script>',
  '  </head>',
].join('\n')

describe('withEarlyRequests', () => {
  it('asks for the view’s data and code from the head, in place of the route preloader', () => {
    const html = withEarlyRequests(PAGE, {
      dataPath: '/proxy/evm/api/v2.2/transaction/0xab?chain=eth&include=internal_transactions',
      routeFiles: ['/assets/tx.js'],
    })
    expect(html).not.toContain('route-preload-abc.js')
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/proxy/evm/api/v2.2/transaction/0xab?chain=eth&amp;include=internal_transactions" />',
    )
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/tx.js" />')
    expect(html.indexOf('index.css')).toBeLessThan(html.indexOf('rel="preload"'))
    expect(html.indexOf('/assets/tx.js')).toBeLessThan(html.indexOf('/assets/index.js'))
  })

  it('keeps the route preloader when it knows no code for the path, and adds only the data', () => {
    const html = withEarlyRequests(PAGE, { dataPath: '/proxy/solana/token/mainnet/So1/pairs', routeFiles: [] })
    expect(html).toContain('route-preload-abc.js')
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/proxy/solana/token/mainnet/So1/pairs" />')
  })

  it('leaves a page with nothing to ask for as it is', () => {
    expect(withEarlyRequests(PAGE, { dataPath: null, routeFiles: [] })).toBe(PAGE)
  })

  it('writes a path as an attribute value, never as markup', () => {
    const html = withEarlyRequests(PAGE, { dataPath: '/proxy/x?a="><script>alert(1)</script>', routeFiles: [] })
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('href="/proxy/x?a=&quot;&gt;&lt;script&gt;')
  })
})
