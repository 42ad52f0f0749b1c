import { erc20TransfersPageSchema } from '../../src/api/erc20-transfers.ts'
import { buildQuery, EVM_API_VERSION, type QueryParams } from '../../src/api/client.ts'
import { nftCollectionSchema } from '../../src/api/nft-collection.ts'
import { operationPath } from '../../src/api/operations.ts'
import { nftSchema } from '../../src/api/nft.ts'
import { solanaPairsPageSchema } from '../../src/api/solana-pairs.ts'
import { topMoversSchema } from '../../src/api/top-movers.ts'
import { transactionSchema } from '../../src/api/transaction.ts'
import { PROXY_BASES } from '../../src/config.ts'
import type { PageView } from '../../src/deep-links/recognize-view.ts'
import type { Loaded, PageSummary } from '../../src/page-meta/page-meta.ts'
import { describeCollection } from '../../src/page-meta/views/collection.ts'
import { describeErc20Transfers } from '../../src/page-meta/views/erc20-transfers.ts'
import { describeNft } from '../../src/page-meta/views/nft.ts'
import { describeSolanaPairs } from '../../src/page-meta/views/solana-pairs.ts'
import { describeTopMovers } from '../../src/page-meta/views/top-movers.ts'
import { describeTransaction } from '../../src/page-meta/views/transaction.ts'
import { calledFunctionOf } from './called-function.ts'

/** One answer of this server's own proxy: its status and its body, parsed keeping every digit of every number. */
export interface JsonAnswer {
  status: number
  body: unknown
}

/** Asks for a same-origin proxy path ("/proxy/evm/api/v2.2/…"), as the browser would. */
export type FetchJson = (proxyPath: string, signal: AbortSignal) => Promise<JsonAnswer>

interface DataRequest {
  /** the very URL the page's own first request has, so a preview shares the proxy's cache with it */
  path: string
  /** the summary from the proxy's answer: not found, failed, or the data; null when the URL alone names the page */
  summarize: ((answer: JsonAnswer) => PageSummary) | null
}

function dataRequest<T>(path: string, parse: (body: unknown) => T | null, summarize: (loaded: Loaded<T>) => PageSummary): DataRequest {
  return {
    path,
    // Chat apps keep an unfurl for days: a failure that may pass (a 5xx, a rate limit, an odd body) gets the title from
    // the URL rather than "Error"; only a 404 is worth saying.
    summarize: (answer) => {
      if (answer.status === 404) return summarize({ state: 'not-found' })
      const data = answer.status >= 200 && answer.status <= 299 ? parse(answer.body) : null
      return summarize(data === null ? { state: 'waiting' } : { state: 'loaded', data })
    },
  }
}

function evmPath(path: string, params: QueryParams = {}): string {
  return `${PROXY_BASES.evm}${EVM_API_VERSION}${path}${buildQuery(params)}`
}

function solanaPath(path: string, params: QueryParams = {}): string {
  return `${PROXY_BASES.solana}${path}${buildQuery(params)}`
}

function parserOf<T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }) {
  return (body: unknown): T | null => {
    const result = schema.safeParse(body)
    return result.success ? result.data : null
  }
}

/**
 * The request a view's richer preview needs and how to read it, or null when the URL alone says all there is (a
 * page without data, an unusable link: those send no request).
 */
function dataRequestFor(view: PageView, gateway: string): DataRequest | null {
  switch (view.view) {
    case 'transaction': {
      const { link } = view
      if (link.status !== 'ok') return null
      return dataRequest(
        evmPath(operationPath('transaction', { hash: link.hash }), {
          chain: link.chain.apiChain,
          include: link.includeInternal ? 'internal_transactions' : undefined,
        }),
        parserOf(transactionSchema),
        (loaded) => describeTransaction(link, loaded, calledFunctionOf),
      )
    }
    case 'erc20-transfers': {
      const { link } = view
      if (link.status !== 'ok') return null
      const parse = parserOf(erc20TransfersPageSchema)
      return dataRequest(
        evmPath(operationPath('erc20-transfers', { address: link.address }), { chain: link.chain.apiChain, ...link.filters }),
        (body) => parse(body)?.result ?? null,
        (loaded) => describeErc20Transfers(link, loaded, gateway),
      )
    }
    case 'nft-transfers': {
      const { link } = view
      if (link.status !== 'ok') return null
      // The list is named by its wallet alone, so the preview waits for nothing; the page's head still asks for it.
      return { path: evmPath(operationPath('nft-transfers', { address: link.address }), { chain: link.chain.apiChain, ...link.filters }), summarize: null }
    }
    case 'nft': {
      const { link } = view
      if (link.status !== 'ok') return null
      const { address, tokenId, ...query } = link.params
      return dataRequest(evmPath(operationPath('nft', { address, tokenId }), { chain: link.chain.apiChain, ...query }), parserOf(nftSchema), (loaded) =>
        describeNft(link, loaded, gateway),
      )
    }
    case 'collection': {
      const { link } = view
      if (link.status !== 'ok') return null
      return dataRequest(
        evmPath(operationPath('nft-collection', { address: link.address }), {
          chain: link.chain.apiChain,
          ...(link.includePrices ? { include_prices: true } : {}),
        }),
        parserOf(nftCollectionSchema),
        (loaded) => describeCollection(link, loaded, gateway),
      )
    }
    case 'top-movers': {
      const { link } = view
      if (link.status !== 'ok') return null
      return dataRequest(evmPath(operationPath('top-movers', {})), parserOf(topMoversSchema), (loaded) => describeTopMovers(link, loaded))
    }
    case 'solana-pairs': {
      const { link } = view
      if (link.status !== 'ok') return null
      const { network, address, limit } = link.input
      const parse = parserOf(solanaPairsPageSchema)
      return dataRequest(
        solanaPath(operationPath('solana-pairs', { network, address }), { limit }),
        (body) => parse(body)?.pairs ?? null,
        (loaded) => describeSolanaPairs(link, loaded, gateway),
      )
    }
    default:
      return null
  }
}

/** The proxy path of a view's first request, which its preview and its page's head ask for; null when there is none. */
export function firstRequestPath(view: PageView, gateway: string): string | null {
  return dataRequestFor(view, gateway)?.path ?? null
}

/** The view's summary from its data, or null when its data would not change it. Throws when the request fails or is aborted. */
export async function summarizeFromData(view: PageView, gateway: string, fetchJson: FetchJson, signal: AbortSignal): Promise<PageSummary | null> {
  const request = dataRequestFor(view, gateway)
  return request?.summarize ? request.summarize(await fetchJson(request.path, signal)) : null
}
