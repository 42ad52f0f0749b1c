import { defineConfig } from 'vite'
import { SOURCE_ALIAS } from '../../source-alias.mjs'

/** Builds the link-preview renderer for nginx (service.ts) into one file Node runs without node_modules. */
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  logLevel: 'warn',
  publicDir: false,
  resolve: { alias: SOURCE_ALIAS },
  build: {
    ssr: 'server/link-preview/service.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: {
      // One file: the stories' lazy chunks (src/lib/tx-story/story-gates.gen.ts) are inlined, as the deploy copies this file alone.
      output: { entryFileNames: 'link-preview.mjs', codeSplitting: false },
      // react-query's "use client" means nothing on a server.
      onwarn: (warning, warn) => (warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning)),
    },
  },
  ssr: { noExternal: true },
})
