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

// Imports flow one way: lib and api → components → features → routes. A piece two features need lives in
// src/components, so a feature never reaches into another.
const layers = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to src/components.',
  })),
  {
    target: ['./src/lib', './src/api'],
    from: ['./src/components', './src/features', './src/routes'],
    message: 'src/lib and src/api hold no React components and import none.',
  },
  {
    target: './src/components',
    from: ['./src/features', './src/routes'],
    message: 'Shared components import no feature or route.',
  },
  {
    target: './src/features',
    from: './src/routes',
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
