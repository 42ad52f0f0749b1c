/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import { CHUNK_GROUPS } from './server/chunk-groups.ts'
import { dataSetsPlugin } from './server/data-sets.mjs'
import { liveProxy } from './server/live-proxy.ts'
import { preloadOnlyWhatIsMissing } from './server/preload-needed.ts'
import { prebuiltStoryFixtures } from './server/prebuilt-story-fixtures.ts'
import { routePreload } from './server/route-preload.ts'
import { stylesheetFirstPlugin } from './server/stylesheet-first.ts'
import { SOURCE_ALIAS } from './source-alias.mjs'

const preloads = preloadOnlyWhatIsMissing()
const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'server/**/*.test.ts']

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders go with their page, so the entry chunk carries no API schemas.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent', 'notFoundComponent', 'pendingComponent'],
        ],
      },
    }),
    react(),
    tailwindcss(),
    liveProxy(),
    stylesheetFirstPlugin(),
    routePreload(),
    prebuiltStoryFixtures(SOURCE_ALIAS),
    dataSetsPlugin(import.meta.dirname),
    preloads.plugin,
    // Brotli and gzip files beside each asset at their highest levels, for nginx's brotli_static and gzip_static.
    compression({ include: /^assets\/.+\.(js|css|svg|json)$/, algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })] }),
  ],
  resolve: {
    alias: {
      ...SOURCE_ALIAS,
      // The router's store and recharts ask for the shim that brings useSyncExternalStore to React 17; React 19 has it.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  // An icon stays a file: the deploy's CSP allows no data: images. A signature shard stays a file to be fetched.
  build: {
    assetsInlineLimit: (file) => (file.endsWith('.svg') || file.endsWith('.json') ? false : undefined),
    // Every browser the app supports knows modulepreload: the polyfill would be dead weight in the first script.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
        // A script names each chunk it may load, and a name's hash is the part gzip cannot shrink: seven characters,
        // the fewest the bundler accepts for this many chunks, one fewer on every name than its default.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
      },
    },
  },
  test: {
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Whole-route jsdom renders are slow on a busy 2-core machine, three times slower on a slow day.
    testTimeout: 45_000,
    // One worker per core: Vitest's default leaves one core free, which on two cores ran the files one at a time and
    // took half as long again as two workers.
    maxWorkers: availableParallelism(),
    include: UNIT_TESTS,
    // Each file in a module registry and a jsdom of its own (Vitest's default isolation): no page or fixture server
    // one file leaves behind reaches another's queries (docs/testing.md).
  },
})
