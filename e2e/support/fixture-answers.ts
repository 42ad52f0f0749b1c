import { fileURLToPath } from 'node:url'
import { getResponse, type HttpHandler } from 'msw'
import { createServer, createServerModuleRunner } from 'vite'
import { SOURCE_ALIAS } from '../../source-alias.mjs'

/** The fixtures' answer to a same-origin request (`/proxy/…`), as fixture mode gives it; undefined where no handler takes it. */
export interface FixtureAnswers {
  answer(request: Request): Promise<Response | undefined>
  close(): Promise<void>
}

const HANDLERS = fileURLToPath(new URL('../../mocks/handlers.ts', import.meta.url))

/**
 * The fixture handlers of every operation in the registry (mocks/handlers.ts), loaded through Vite's module runner as
 * the dev server loads them: Playwright's loader can import neither JSON (the story ABIs) nor `import.meta.glob`.
 */
export async function loadFixtureAnswers(): Promise<FixtureAnswers> {
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: { alias: SOURCE_ALIAS },
    // Modules loaded in Node need no browser dependencies pre-bundled: no scan of the app's imports.
    optimizeDeps: { noDiscovery: true },
  })
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false })
  const close = async () => {
    await runner.close()
    await server.close()
  }
  try {
    const { handlers } = await runner.import<{ handlers: HttpHandler[] }>(HANDLERS)
    return { answer: (request) => getResponse(handlers, request), close }
  } catch (error) {
    await close()
    throw error
  }
}
