import type { PageMeta } from '../../src/page-meta/page-meta.ts'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text for an HTML text node or a quoted attribute: markup and quotes from the data stay text. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] as string)
}

/** The tags a link preview reads; `meta.url` and `meta.image` are absolute here. */
export function previewTags(meta: PageMeta): string {
  const tags = [
    `<meta property="og:site_name" content="Chainview" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ]
  return tags.join('\n    ')
}

const TITLE = /<title>[^<]*<\/title>/
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/
const HEAD_END = /<\/head>/

/**
 * index.html with the page's title and description in place of the generic ones and the preview tags added at the
 * end of its head. Only meta tags and text: no script, so the CSP needs nothing new.
 */
export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  const title = `<title>${escapeHtml(meta.title)}</title>`
  const description = `<meta name="description" content="${escapeHtml(meta.description)}" />`
  let html = TITLE.test(indexHtml) ? indexHtml.replace(TITLE, () => title) : indexHtml.replace(HEAD_END, () => `  ${title}\n  </head>`)
  html = DESCRIPTION.test(html) ? html.replace(DESCRIPTION, () => description) : html.replace(HEAD_END, () => `  ${description}\n  </head>`)
  return html.replace(HEAD_END, () => `  ${previewTags(meta)}\n  </head>`)
}
