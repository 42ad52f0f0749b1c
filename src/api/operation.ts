import type * as z from 'zod/mini'

/**
 * One operation, declared once in its own module (src/api/<operation>.ts) and listed in the registry
 * (src/api/operations.ts). Everything that knows about operations reads the declaration: the typed client (its path),
 * the server's allow-list and nginx's maps (its patterns, chains, cache policy and ceiling), the MSW fixtures (its path
 * and schema), hostile data mode (which fields it keeps, from the schema), the link previews (its preview reader) and
 * the tests that go through every operation (its example).
 */

/**
 * The upstream an operation is forwarded to, under `/proxy/<base>` (src/config.ts PROXY_BASES). `evm` and `solana`
 * are the provider's REST APIs, `rpc` its JSON-RPC nodes; `sourcify` is Sourcify's server, keyless. Another upstream
 * is one more base here, in PROXY_BASES, in server/config.ts's upstream bases and in deploy/nginx/provider.conf.
 */
export type ApiBase = 'evm' | 'solana' | 'rpc' | 'sourcify'

/**
 * Which budget an operation's cache misses count against upstream: `provider` is the owner's ceiling on what reaches
 * the keyed provider from all clients together (NGINX_UPSTREAM_RATE); `sourcify` is the gentler one a public service
 * gets (SOURCIFY_RATE), in a limit_req zone of its own.
 */
export type CeilingClass = 'provider' | 'sourcify'

/** How long a shared cache (nginx, a CDN) may keep an operation's answer, and why. */
export interface CachePolicy {
  /** a 200's lifetime in nginx's cache and for a CDN (s-maxage) */
  seconds: number
  /** how long a browser may reuse a 200 without asking (max-age) */
  browserSeconds: number
  /** how long an expired answer may still be served while one request refreshes it */
  staleWhileRevalidate: number
  why: string
}

/** The names of a path template's `:params`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never

export interface OperationDeclaration<
  Name extends string = string,
  Path extends string = string,
  Schema extends z.ZodMiniType = z.ZodMiniType,
  Params = unknown,
> {
  name: Name
  /** what the operation reads, in a few words (the docs' tables) */
  summary: string
  base: ApiBase
  method: 'GET' | 'POST'
  /** relative to its base (EVM: after /api/v2.2); each `:param` is filled from the request's params */
  path: Path
  /** the pattern of each path param as the browser sends it (URL-encoded); no backslash, so nginx's PCRE reads it alike */
  params: { readonly [Param in PathParamNames<Path>]: string }
  /** every query param the app sends, with the pattern of its encoded value; `chain` names the chains it takes */
  query: Readonly<Record<string, string>>
  /** the query params the upstream needs */
  required: readonly string[]
  /** the answer, as the client parses it */
  schema: Schema
  cache: CachePolicy
  ceiling: CeilingClass
  /** a request the fixtures answer, for the tests that go through every operation and for the docs */
  example: Params
  /** sends the request (the first page of a list) and resolves to its parsed answer */
  fetch: (params: Params, signal?: AbortSignal) => Promise<unknown>
  /** what a link preview reads from the answer, as the page reads it from its cache; absent when no preview reads it */
  preview?: (answer: z.output<Schema>) => unknown
}

/** Checks a declaration's shape while keeping its literal name and path. */
export function declareOperation<const Name extends string, const Path extends string, Schema extends z.ZodMiniType, Params>(
  declaration: OperationDeclaration<Name, Path, Schema, Params>,
): OperationDeclaration<Name, Path, Schema, Params> {
  return declaration
}

/** The operation's path with each `:param` filled in and URL-encoded, relative to its base (EVM: after /api/v2.2). */
export function operationPath<Path extends string>(operation: { path: Path }, params: { readonly [Param in PathParamNames<Path>]: string }): string {
  const values = params as Record<string, string>
  return operation.path.replace(/:([A-Za-z]+)/g, (_, param: string) => encodeURIComponent(values[param] ?? ''))
}
