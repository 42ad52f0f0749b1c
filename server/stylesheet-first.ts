import type { Plugin } from 'vite'

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g

/**
 * Moves the stylesheet links to the top of the head, just after the title. Vite writes them after the entry's
 * script and module preloads, so the browser asked for the one render-blocking file after 100 KB of JS and the
 * page's frame painted later.
 */
export function stylesheetFirst(html: string): string {
  const links = html.match(STYLESHEET)
  if (!links || !html.includes('</title>')) return html
  const block = links.map((link) => `\n    ${link.trim()}`).join('')
  return html.replace(STYLESHEET, '').replace('</title>', `</title>${block}`)
}

export function stylesheetFirstPlugin(): Plugin {
  return {
    name: 'chainview:stylesheet-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: stylesheetFirst },
  }
}
