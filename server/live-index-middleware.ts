import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { acceptsHtml, answerHtml } from './html-answer.ts'
import { withDataMode } from './index-html.ts'
import { PROXY_PREFIX } from './config.ts'

type Next = (error?: unknown) => void

/**
 * For `vite preview` in live mode: answers every request vite's SPA fallback would answer with the built index.html,
 * with its mode meta rewritten to live. Files that exist in the build pass on to vite's static server.
 */
export function createLiveIndexMiddleware(outDir: string) {
  const root = path.resolve(outDir)
  return (request: IncomingMessage, response: ServerResponse, next: Next): void => {
    servePage(request, response, root).then((served) => (served ? undefined : next()), next)
  }
}

async function servePage(request: IncomingMessage, response: ServerResponse, root: string): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const pathname = pathOf(request.url ?? '/')
  if (pathname === null || pathname.startsWith(PROXY_PREFIX) || !acceptsHtml(request)) return false
  const isIndex = pathname.endsWith('/') || pathname.endsWith('/index.html')
  if (!isIndex && (await isFile(root, pathname))) return false

  answerHtml(request, response, withDataMode(await readFile(path.join(root, 'index.html'), 'utf8'), 'live'))
  return true
}

function pathOf(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url, 'http://preview.invalid').pathname)
  } catch {
    return null
  }
}

async function isFile(root: string, pathname: string): Promise<boolean> {
  const file = path.join(root, pathname)
  if (!file.startsWith(root + path.sep)) return false
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}
