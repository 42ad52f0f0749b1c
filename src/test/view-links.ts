import { recognizeView, type PageView } from '@/deep-links/recognize-view'

type LinkOf<V extends PageView['view']> = Extract<PageView, { view: V }> extends { link: infer L } ? L : never

/** The checked link of a URL, for the view it must be: tests build their links as the routes do. */
export function linkOf<V extends PageView['view']>(view: V, path: string, search = ''): LinkOf<V> {
  const recognized = recognizeView(path, search)
  if (recognized.view !== view || !('link' in recognized)) throw new Error(`${path} is not a ${view} link`)
  return recognized.link as LinkOf<V>
}

export const GATEWAY = 'https://gateway.example/ipfs/'
export const HOSTILE_NAME = '<script>window.__pwned=true</script>"\'\u202Egnp.exe'
