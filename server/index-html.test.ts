import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { hasModeMeta, withDataMode } from './index-html.ts'

const indexHtml = readFileSync(new URL('../index.html', import.meta.url), 'utf8')

describe('withDataMode', () => {
  it('finds the mode meta tag in the app’s index.html, set to fixtures', () => {
    expect(hasModeMeta(indexHtml)).toBe(true)
    expect(indexHtml).toContain('<meta name="chainview-mode" content="fixtures" />')
  })

  it('switches the served page to live and leaves the rest as it was', () => {
    const live = withDataMode(indexHtml, 'live')
    expect(live).toContain('<meta name="chainview-mode" content="live" />')
    expect(live.replace('content="live"', 'content="fixtures"')).toBe(indexHtml)
  })
})
