import { OPERATIONS } from '../src/api/operations'
import { operationPath } from '../src/api/operation'
import type { AnyViewDeclaration, OperationRequest, ViewExample } from '../src/views/view'
import { viewPath } from '../src/views/view-path'
import { VIEWS } from '../src/views/view-table'

/** Every view at the deep link the home page offers, as the fixtures answer it: for the tests that go through each. */
export interface FixtureView {
  name: string
  /** the example deep link */
  path: string
  /** a part of the URL of the view's own request (or of each, where it asks another on a 404), for a failure aimed at it alone */
  request: string[]
  /** text of the fixture data the view shows once it has it */
  shows: string
  /** its link in the header's navigation, where the header offers it */
  nav?: string
}

/** A view's request and its fallbacks, each as the part of its URL after the base: `/erc20/0x…/transfers`. */
export function requestPaths(request: OperationRequest<unknown> | null | undefined): { base: string; path: string }[] {
  if (!request) return []
  const operation = OPERATIONS[request.operation]
  const path = operationPath(operation, request.params as never)
  return [{ base: operation.base, path }, ...requestPaths(request.onNotFound)]
}

/** The request a view makes at these route params, as its route's loader would make it. */
export function requestAt(view: AnyViewDeclaration, params: Readonly<Record<string, string>>): OperationRequest<unknown> | null {
  return view.request(view.readLink(params, view.readSearch({})))
}

export const EXAMPLE_VIEWS: (AnyViewDeclaration & { example: ViewExample })[] = Object.values(VIEWS).filter(
  (view): view is AnyViewDeclaration & { example: ViewExample } => view.example !== undefined,
)

export const FIXTURE_VIEWS: FixtureView[] = EXAMPLE_VIEWS.map((view) => ({
  name: view.example.name,
  path: viewPath(view.route, view.example.params),
  request: requestPaths(requestAt(view, view.example.params)).map(({ base, path }) => (base === 'rpc' ? `/rpc${path}` : path)),
  shows: view.example.shows,
  nav: view.nav?.label,
}))

/** The header's links to views, in its order. */
export const NAV_LABELS: string[] = Object.values(VIEWS).flatMap((view) => (view.nav ? [view.nav.label] : []))

export function viewNamed(name: string): FixtureView {
  const view = FIXTURE_VIEWS.find((candidate) => candidate.name === name)
  if (!view) throw new Error(`No fixture view named ${name}`)
  return view
}
