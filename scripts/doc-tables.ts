// The docs' tables and lists that the registries already know, written out by `npm run generate` between
// `<!-- generated: name -->` and `<!-- /generated -->` in the Markdown files, and checked by `npm run generate:check`.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { OPERATION_LIST, type AnyOperation } from '../src/api/operations'
import type { CachePolicy } from '../src/api/operation'
import { VIEWS } from '../src/views/view-table'
import type { AnyViewDeclaration } from '../src/views/view'
import { cacheControl, NOT_FOUND_CACHE_CONTROL, NOT_FOUND_SECONDS } from '../server/allow-list'
import { EXAMPLE_VIEWS, requestAt } from '../mocks/fixture-views'
import { readRoutes } from './view-table.mjs'

const views = (): AnyViewDeclaration[] => Object.values(VIEWS)

/** `/$chain/wallet/$address/` as a reader types it: `/:chain/wallet/:address`. */
function readerRoute(route: string): string {
  return (route.length > 1 ? route.replace(/\/$/, '') : route).replace(/\$(\w+)/g, ':$1')
}

/** README: one row per view the app serves, but the home page. */
export function readmeViews(): string {
  const rows = views()
    .filter((view) => view.readme)
    .map(
      (view) =>
        `| ${[view.readme!.title, `\`${readerRoute(view.route)}\``, view.readme!.search].filter(Boolean).join(' | ')} |${view.readme!.search ? '' : ' |'}`,
    )
  return ['| View | Route | Search params |', '|---|---|---|', ...rows].join('\n')
}

/** The views with Export CSV, by their header labels: "Token transfers, Wallet and Solana pairs". */
export function csvViews(): string {
  const labels = views()
    .filter((view) => view.csvFile && view.nav)
    .map((view) => view.nav!.label)
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '')
}

export function operationCount(): string {
  return String(OPERATION_LIST.length)
}

function duration(seconds: number): string {
  if (seconds % 86_400 === 0) return seconds === 86_400 ? '1 day' : `${seconds / 86_400} days`
  if (seconds % 3600 === 0) return seconds === 3600 ? '1 hour' : `${seconds / 3600} hours`
  if (seconds % 60 === 0) return `${seconds / 60} min`
  return `${seconds} s`
}

/** docs/deploy.md: what nginx keeps and what a CDN is told, one row per cache policy, longest first. */
export function deployCacheTable(): string {
  const groups = new Map<string, { policy: CachePolicy; names: string[] }>()
  for (const operation of OPERATION_LIST) {
    const policy: CachePolicy = operation.cache
    const key = cacheControl(policy) + policy.why
    groups.set(key, { policy, names: [...(groups.get(key)?.names ?? []), operation.name] })
  }
  const rows = [...groups.values()]
    .sort((a, b) => b.policy.seconds - a.policy.seconds)
    .map(({ policy, names }) => `| ${names.join(', ')} | ${duration(policy.seconds)} | \`${cacheControl(policy).replace(/^public, /, '')}\` | ${policy.why} |`)
  return [
    '| Operation | Kept | A CDN and browsers are told | Why |',
    '|---|---|---|---|',
    ...rows,
    `| any 404 | ${duration(NOT_FOUND_SECONDS)} | \`${NOT_FOUND_CACHE_CONTROL.replace(/^public, /, '')}\` | not indexed yet, or no such thing: a crowd on a bad link costs little, and a new transaction shows up soon |`,
    '| anything else | never | `no-store` | |',
  ].join('\n')
}

/** The view that asks an operation at its example link (or on a 404 there). */
function viewAsking(operation: AnyOperation): AnyViewDeclaration {
  const view = EXAMPLE_VIEWS.find((candidate) => asks(candidate, operation))
  if (!view) throw new Error(`No declared view asks the operation ${operation.name} at its example link`)
  return view
}

function asks(view: (typeof EXAMPLE_VIEWS)[number], operation: AnyOperation): boolean {
  let request = requestAt(view, view.example.params)
  while (request) {
    if (request.operation === operation.name) return true
    request = request.onNotFound ?? null
  }
  return false
}

/** The route file that serves a route (relative to src/routes), its declaration's module, and the feature folder its page comes from. */
function routeFile(root: string, route: string): { file: string; module: string; feature: string } {
  const found = readRoutes(root).find((candidate) => candidate.route === route)
  if (!found) throw new Error(`No file route serves ${route}`)
  const feature = /from '@\/features\/([\w-]+)\//.exec(readFileSync(join(root, found.file), 'utf8'))?.[1]
  if (!feature) throw new Error(`${found.file} imports no page from src/features`)
  return { file: found.file.replace(/^src\/routes\//, ''), module: found.module, feature }
}

/**
 * docs/architecture.md: where each operation's view lives, one file or folder per column. An operation no view asks
 * for its data (the verified sources a page looks up after its first paint) has no row.
 */
export function architectureTable(root: string): string {
  const asked = OPERATION_LIST.filter((operation) => EXAMPLE_VIEWS.some((view) => asks(view, operation)))
  const rows = asked.map((operation) => {
    const view = viewAsking(operation)
    const { file, module, feature } = routeFile(root, view.route)
    const cells = [file, `${module}.ts`, `${operation.name}.ts`, `${feature}/`, `${operation.name}.ts`, `${module}.spec.ts`]
    const folders = ['src/routes/', 'src/views/', 'src/api/', 'src/features/', 'mocks/fixtures/', 'e2e/']
    cells.forEach((cell, column) => {
      if (!existsSync(join(root, folders[column]!, cell))) throw new Error(`${operation.name}: ${folders[column]}${cell} does not exist`)
    })
    return `| ${operation.name} | ${cells.map((cell) => `\`${cell}\``).join(' | ')} |`
  })
  return [
    '| Operation | Route (`src/routes/`) | Declaration (`src/views/`) | API (`src/api/`) | Feature (`src/features/`) | Fixture, handler (`mocks/`) | Spec (`e2e/`) |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

/** Each block a doc holds, by name. */
export function docBlocks(root: string): Record<string, () => string> {
  return {
    'readme-views': readmeViews,
    'csv-views': csvViews,
    'operation-count': operationCount,
    'deploy-cache': deployCacheTable,
    architecture: () => architectureTable(root),
  }
}

/** The doc with each generated block filled in from the registries. */
export function fillBlocks(text: string, blocks: Record<string, () => string>): string {
  return text.replace(/(<!-- generated: ([\w-]+) -->)([\s\S]*?)(<!-- \/generated -->)/g, (_, open: string, name: string, old: string, close: string) => {
    const render = blocks[name]
    if (!render) throw new Error(`No generated block named ${name}`)
    // a block on lines of its own stays on lines of its own; one inside a sentence stays inline
    const body = old.startsWith('\n') ? `\n${render()}\n` : render()
    return `${open}${body}${close}`
  })
}
