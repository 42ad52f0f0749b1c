import { fileURLToPath } from 'node:url'

/** `@/…` is `src/…`: for every bundler and module runner that loads the app's modules (tsconfig.json says the same). */
export const SOURCE_ALIAS = { '@': fileURLToPath(new URL('./src', import.meta.url)) }
