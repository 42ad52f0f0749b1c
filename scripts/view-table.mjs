// The route table (src/views/view-table.gen.ts), generated from the file routes: each route file names its path in
// createFileRoute and imports its view's declaration from src/views, so the route is written once, in its file.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const HEADER = '// Generated from src/routes by `npm run generate`: do not edit.'

function routeFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return routeFiles(path)
    return entry.name.endsWith('.tsx') && entry.name !== '__root.tsx' ? [path] : []
  })
}

/** Each file route's path and the declaration it imports: `{ file, route, name, module }`. */
export function readRoutes(root) {
  return routeFiles(join(root, 'src/routes'))
    .map((file) => {
      const text = readFileSync(file, 'utf8')
      const route = /createFileRoute\('([^']+)'\)/.exec(text)?.[1]
      const imported = [...text.matchAll(/import \{([^}]+)\} from '@\/views\/([\w-]+)'/g)].flatMap(([, names, module]) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => /^[a-z]\w*View$/.test(name) && name !== 'loadView')
          .map((name) => ({ name, module })),
      )
      const name = relative(root, file)
      if (!route) throw new Error(`${name} has no createFileRoute('…')`)
      if (imported.length !== 1) throw new Error(`${name} must import exactly one view declaration from @/views (it imports ${imported.length})`)
      return { file: name, route, ...imported[0] }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}

/** The routes' paths as a type, apart from the table, so the declarations' type imports none of them. */
export function renderViewRoutes(root) {
  const routes = readRoutes(root)
  return [
    HEADER,
    '',
    '/** Every path the app serves, as its file route names it (src/routes); the route table’s keys. */',
    `export type ViewRoute =\n${routes.map(({ route }) => `  | '${route}'`).join('\n')}`,
    '',
  ].join('\n')
}

export function renderViewTable(root) {
  const routes = readRoutes(root)
  const imports = new Map()
  for (const { name, module } of routes) imports.set(module, [...new Set([...(imports.get(module) ?? []), name])].sort())
  return [
    HEADER,
    ...[...imports.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([module, names]) => `import { ${names.join(', ')} } from './${module}'`),
    "import type { AnyViewDeclaration } from './view'",
    "import type { ViewRoute } from './view-route.gen'",
    '',
    '/** The route table: every file route under src/routes, by its path, with its declaration. */',
    'export const VIEWS: { readonly [Route in ViewRoute]: AnyViewDeclaration } = {',
    ...routes.map(({ route, name }) => `  '${route}': ${name},`),
    '}',
    '',
  ].join('\n')
}

/**
 * The header's and the home page's links (src/views/view-nav.gen.ts), from the declarations' `nav` and `example`:
 * written out, so the header carries a few strings rather than every view's declaration and what it imports.
 */
export function renderViewNav(views) {
  const entries = Object.values(views)
    .filter((view) => view.nav)
    .map((view) => {
      const params = view.example?.params ?? {}
      return `  { route: '${view.route}', label: ${JSON.stringify(view.nav.label)}, blurb: ${JSON.stringify(view.nav.blurb)}, params: ${JSON.stringify(params)} },`
    })
  return [
    '// Generated from the view declarations (src/views, their `nav` and `example`) by `npm run generate`: do not edit.',
    "import type { ViewNavLink } from './view'",
    '',
    'export const VIEW_NAV: readonly ViewNavLink[] = [',
    ...entries,
    ']',
    '',
  ].join('\n')
}
