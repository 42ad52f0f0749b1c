import type { OperationName } from '@/api/operations'
import type { ChainSet } from '@/chains'
import type { Transaction } from '@/api/transaction'
import type { StoryEvidence } from '@/lib/tx-story/action-summary'
import type { CsvFileSubject } from '@/lib/csv/csv-file-name'
import type { WatchTarget } from '@/lib/watchlist/watch-target'
import type { Loaded, PageSummary } from '@/page-meta/page-meta'
import type { ViewRoute } from './view-route.gen'

export type { ViewRoute } from './view-route.gen'

/** A request a view makes, as data: which operation, with the params its query takes. */
export interface OperationRequest<Params> {
  operation: OperationName
  params: Params
  /** what the view asks instead where a provider answers this operation with 404 (it predates it) */
  onNotFound?: OperationRequest<unknown>
}

/** A link whose checks all passed: the view can show it. */
export type UsableLink<Link> = Extract<Link, { status: 'ok' }>

export function isUsable<Link>(link: Link): link is UsableLink<Link> {
  return (link as { status?: unknown } | null)?.status === 'ok'
}

/**
 * How the app offers a view: the example deep link the header and the tests open, answered by the fixtures. The tests
 * that go through every view (mocks/fixture-views.ts), the benchmark (bench/views.mjs) and the header read it.
 */
export interface ViewExample {
  /** what the tests call the view: "ERC20 transfers"; the benchmark and its budgets know it as "erc20-transfers" */
  name: string
  /** the route's params at the example link (src/examples.ts) */
  params: Readonly<Record<string, string>>
  /** text of the fixture data the view shows there once it has it */
  shows: string
  /** a CSS selector of the view's first data on screen, which the benchmark waits for */
  ready: string
}

/** A view's link in the header (its label) and on the home page (its label and blurb). */
export interface ViewNav {
  label: string
  blurb: string
}

/** A header link as src/views/view-nav.gen.ts writes it out: the view's route, its `nav` and its example's params. */
export interface ViewNavLink extends ViewNav {
  route: ViewRoute
  params: Readonly<Record<string, string>>
}

/** A watch kind's home as src/views/watch-homes.gen.ts writes it out: its route, the chains it takes, its search label. */
export interface WatchHome {
  route: ViewRoute
  chainSet: ChainSet
  searchLabel?: string
}

/** What a view's words may draw on beyond its link and data. */
export interface SummaryContext {
  /** the gateway for ipfs:// images (src/config.ts) */
  gateway: string
  /**
   * what a transaction's story reads beyond the transaction, where it is at hand: its decoding with the signature
   * index and the published lists' knowledge of its addresses; without them the line says what the flows show
   */
  storyEvidenceOf?: (tx: Transaction, chainId: number, apiChain: string) => StoryEvidence
  /**
   * what the caller may still learn from the view's data before its words are written (the link-preview server asks
   * Sourcify for what the index left unknown, within its wait); the context to describe it with
   */
  prepare?: (operation: OperationName, data: unknown, signal: AbortSignal) => Promise<SummaryContext>
}

/**
 * One view, declared once: its route, how its URL is read and checked into a link, the request the link makes, the
 * words its tab and link preview say, and what its watchlist entry, its visit and its CSV file are called. The route's
 * loader and component, the link-preview renderer and the route preloader all read it.
 */
export interface ViewDeclaration<Link, Search = Record<string, never>, Params = never, Data = null> {
  route: ViewRoute
  /** the chains its links may name, where not the general set; the route's staticData tells the header's picker */
  chainSet?: ChainSet
  /** the route's validateSearch: the URL's search params, as typed */
  readSearch: (search: Record<string, unknown>) => Search
  readLink: (params: Record<string, string>, search: Search) => Link
  /** the view's first request; null when the link is unusable or the view asks for nothing */
  request: (link: Link) => OperationRequest<Params> | null
  /** false when the words come from the link alone, so a preview waits for no data */
  describedByData: boolean
  describe: (link: Link, loaded: Loaded<Data>, context: SummaryContext) => PageSummary
  /**
   * what a reader can keep on the watchlist from this view, which also names the visit in "Recently viewed"; a watched
   * entry opens its kind's home, the view of that kind whose route the others sit under (src/views/watch-homes.gen.ts)
   */
  watchTarget?(link: UsableLink<Link>): WatchTarget
  /** the search's option for an address, where this view is its kind's home: the option's label */
  search?: { label: string }
  /** how "Recently viewed" names a visit to a view with nothing to watch; pages without data are not listed */
  visitName?(link: UsableLink<Link>): string
  /** the README's row for this view: what it shows, and its search params in a reader's words */
  readme?: { title: string; search?: string }
  /** the header's and the home page's link to this view, at its example on the chain picked */
  nav?: ViewNav
  /** the view at a deep link the fixtures answer; every view that reads data has one (src/views/view-examples.test.ts) */
  example?: ViewExample
  /** the name and parts of the CSV file the view exports */
  csvFile?(link: UsableLink<Link>): CsvFileSubject
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of views of different links and data
export type AnyViewDeclaration = ViewDeclaration<any, any, any, any>

export const NO_SEARCH = (): Record<string, never> => ({})
