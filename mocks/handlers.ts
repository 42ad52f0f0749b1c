import type { HttpHandler } from 'msw'
import { OPERATION_NAMES, type OperationName } from '../src/api/operations'
import { failureInjectionHandlers } from './failure-injection'
import { mediaHandlers } from './handlers/media'

/** `walletTokensHandlers` → `wallet-tokens`: the operation a handler export answers, by the modules' naming. */
function operationOf(exportName: string): string {
  return exportName.replace(/Handlers$/, '').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

const modules = import.meta.glob<Record<string, readonly HttpHandler[]>>('./handlers/*.ts', { eager: true })

/**
 * Each operation's fixture handlers, found in mocks/handlers/<operation>.ts by their export's name
 * (`<operationInCamelCase>Handlers`); each answers only its own operation's path (fixturePath). An operation of the
 * registry without one fails here, so every test that starts the fixtures fails naming it.
 */
export const FIXTURE_HANDLERS = Object.fromEntries(
  Object.values(modules).flatMap((module) =>
    Object.entries(module)
      .filter(([name]) => name.endsWith('Handlers'))
      .map(([name, handlers]) => [operationOf(name), handlers]),
  ),
) as { readonly [Name in OperationName]: readonly HttpHandler[] }

const unanswered = OPERATION_NAMES.filter((name) => !FIXTURE_HANDLERS[name])
if (unanswered.length > 0) throw new Error(`No fixture handlers in mocks/handlers/ for ${unanswered.join(', ')} (export <operationInCamelCase>Handlers)`)

export const handlers = [
  // First: an injected failure answers before any fixture. The NFT handler passes `/nft/:address/metadata` on to the
  // collection handler.
  ...failureInjectionHandlers,
  ...OPERATION_NAMES.flatMap((name) => FIXTURE_HANDLERS[name]),
  ...mediaHandlers,
]
