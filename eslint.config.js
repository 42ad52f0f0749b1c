import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import globals from 'globals'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// Imports flow one way: the foundation (lib, api, the chain registry and config) → deep-links (what a URL means) →
// components and page-meta → features → routes, with main.tsx and router.tsx on top. A piece two features need
// lives in a shared layer, so a feature never reaches into another and the server's renderer (page-meta,
// deep-links) never depends on a feature.
const foundation = [
  './src/lib',
  './src/api',
  './src/icons',
  './src/chains.ts',
  './src/chain-links.ts',
  './src/config.ts',
  './src/examples.ts',
  './src/fixtures-boot.ts',
]
const app = ['./src/main.tsx', './src/router.tsx', './src/routeTree.gen.ts']

const zonedFolders = ['lib', 'api', 'icons', 'deep-links', 'page-meta', 'views', 'components', 'test', 'features', 'routes']
const unzoned = readdirSync('src', { withFileTypes: true }).filter((entry) => entry.isDirectory() && !zonedFolders.includes(entry.name))
if (unzoned.length > 0) throw new Error(`eslint.config.js: give src/${unzoned[0].name} a layer in \`layers\``)

const layers = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to src/components or src/lib.',
  })),
  {
    target: foundation,
    from: ['./src/deep-links', './src/page-meta', './src/views', './src/components', './src/features', './src/routes', ...app],
    message: 'The foundation (lib, api, icons, chains, config) imports only itself: it holds no links, titles or components.',
  },
  {
    target: './src/deep-links',
    from: ['./src/page-meta', './src/views', './src/components', './src/features', './src/routes', ...app],
    message: 'src/deep-links reads URLs from the foundation only: move what it needs out of features into src/lib or src/deep-links.',
  },
  {
    target: './src/page-meta',
    from: ['./src/views', './src/components', './src/features', './src/routes', ...app],
    message: 'src/page-meta runs in the server too: it imports no component, feature or route.',
  },
  {
    target: './src/views',
    from: ['./src/components', './src/features', './src/routes', ...app],
    message: 'src/views declares each view for the router and the server alike: it imports no component, feature or route.',
  },
  {
    target: './src/components',
    from: ['./src/page-meta', './src/views', './src/features', './src/routes', ...app],
    message: 'Shared components import no feature, route or page metadata.',
  },
  {
    target: './src/test',
    from: ['./src/features', './src/routes'],
    message: 'Test support renders through the router; it imports no feature or route directly.',
  },
  {
    target: './src/features',
    from: ['./src/routes', ...app],
    message: 'Features do not import routes; the route renders the feature.',
  },
  {
    target: './src/routes',
    from: './src/routes',
    message: 'A route does not import another route: share through src/features or src/components.',
  },
]

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'test-results*', 'playwright-report', 'public/mockServiceWorker.js', 'src/routeTree.gen.ts'],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layers }] },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
