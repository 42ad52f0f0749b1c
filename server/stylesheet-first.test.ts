import { describe, expect, it } from 'vitest'
import { stylesheetFirst } from './stylesheet-first.ts'

const built = `<head>
    <title>Chainview</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>`

describe('stylesheetFirst', () => {
  it('asks for the stylesheet before any script', () => {
    expect(stylesheetFirst(built)).toBe(`<head>
    <title>Chainview</title>
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-2.js">
  </head>`)
  })

  it('leaves a page without a stylesheet, or without a title to put it after, as it is', () => {
    const page = '<head>\n    <title>x</title>\n  </head>'
    expect(stylesheetFirst(page)).toBe(page)
    const untitled = built.replace('    <title>Chainview</title>\n', '')
    expect(stylesheetFirst(untitled)).toBe(untitled)
  })
})
