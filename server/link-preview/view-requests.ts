import { buildQuery, EVM_API_VERSION, type QueryParams } from '../../src/api/client.ts'
import { operationPath } from '../../src/api/operation.ts'
import { OPERATIONS } from '../../src/api/operations.ts'
import { PROXY_BASES } from '../../src/config.ts'
import { WAITING, type PageSummary } from '../../src/page-meta/page-meta.ts'
import type { MatchedView } from '../../src/views/match-view.ts'
import type { OperationRequest, SummaryContext } from '../../src/views/view.ts'
import { previewReaderOf } from './operation-answers.ts'

/** One answer of this server's own proxy: its status and its body, parsed keeping every digit of every number. */
export interface JsonAnswer {
  status: number
  body: unknown
}

/** Asks for a same-origin proxy path ("/proxy/evm/api/v2.2/…"), as the browser would. */
export type FetchJson = (proxyPath: string, signal: AbortSignal) => Promise<JsonAnswer>

const PATH_PARAM = /:([A-Za-z]+)/g

/**
 * The proxy path of a GET request, as the app's API client builds it: the params its path names fill the path, the
 * rest make the query string in their order. Null for a POST, which no page head can ask for.
 */
export function proxyPathOf(request: OperationRequest<unknown>): string | null {
  const operation = OPERATIONS[request.operation]
  if (operation.method !== 'GET') return null
  const params = request.params as QueryParams
  const inPath = new Set([...operation.path.matchAll(PATH_PARAM)].map((match) => match[1]!))
  const pathParams = Object.fromEntries([...inPath].map((name) => [name, String(params[name] ?? '')]))
  const query = Object.fromEntries(Object.entries(params).filter(([name]) => !inPath.has(name)))
  const version = operation.base === 'evm' ? EVM_API_VERSION : ''
  return `${PROXY_BASES[operation.base]}${version}${operationPath(operation, pathParams as never)}${buildQuery(query)}`
}

/** The proxy path of a view's first request, which its preview and its page's head ask for; null when there is none. */
export function firstRequestPath({ view, link }: MatchedView): string | null {
  const request = view.request(link)
  return request ? proxyPathOf(request) : null
}

/**
 * The view's words from its data, or null when its data would not change them. Chat apps keep an unfurl for days: a
 * failure that may pass (a 5xx, a rate limit, an odd body) gets the words from the URL rather than "Error"; only a
 * 404 is worth saying, unless the view has a request for a provider without the operation, which is asked then.
 * Throws when the request fails or is aborted.
 */
export async function summarizeFromData(
  { view, link }: MatchedView,
  context: SummaryContext,
  fetchJson: FetchJson,
  signal: AbortSignal,
): Promise<PageSummary | null> {
  const request = view.request(link)
  if (!view.describedByData || !request) return null
  const first = await askFor(request, fetchJson, signal)
  const asked = first?.answer.status === 404 && request.onNotFound ? await askFor(request.onNotFound, fetchJson, signal) : first
  if (!asked) return null
  const { answer, readAnswer } = asked
  if (answer.status === 404) return view.describe(link, { state: 'not-found' }, context)
  const data = answer.status >= 200 && answer.status <= 299 ? readAnswer(answer.body) : null
  if (data === null) return view.describe(link, WAITING, context)
  const prepared = context.prepare ? await context.prepare(request.operation, data, signal) : context
  return view.describe(link, { state: 'loaded', data }, prepared)
}

/** One request's answer with the reader of its body; null when no preview reads the operation. */
async function askFor(request: OperationRequest<unknown>, fetchJson: FetchJson, signal: AbortSignal) {
  const path = proxyPathOf(request)
  const readAnswer = previewReaderOf(request.operation)
  if (!path || !readAnswer) return null
  return { answer: await fetchJson(path, signal), readAnswer }
}
