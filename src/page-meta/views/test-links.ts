import { recognizeView, type PageView } from '../../deep-links/recognize-view'

/** The checked link of a URL, for the view it must be: tests build their links as the routes do. */
export function linkOf<V extends PageView['view']>(view: V, path: string, search = ''): Extract<PageView, { view: V; link: unknown }>['link'] {
  const recognized = recognizeView(path, search)
  if (recognized.view !== view || !('link' in recognized)) throw new Error(`${path} is not a ${view} link`)
  return recognized.link as Extract<PageView, { view: V; link: unknown }>['link']
}

export const GATEWAY = 'https://gateway.example/ipfs/'
export const HOSTILE_NAME = '<script>window.__pwned=true</script>"\'\u202Egnp.exe'
