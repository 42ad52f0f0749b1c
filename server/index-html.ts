export type ServedMode = 'fixtures' | 'live'

const MODE_META = /(<meta\s+name="chainview-mode"\s+content=")[^"]*(")/

/** Writes the run-time mode into index.html's `chainview-mode` meta tag, which src/config.ts reads. */
export function withDataMode(html: string, mode: ServedMode): string {
  return html.replace(MODE_META, `$1${mode}$2`)
}

export function hasModeMeta(html: string): boolean {
  return MODE_META.test(html)
}
