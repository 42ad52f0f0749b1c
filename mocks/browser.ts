import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { untilAnActivatingWorkerClaims } from './service-worker-claim'

const worker = setupWorker(...handlers)

export async function startWorker(): Promise<void> {
  await untilAnActivatingWorkerClaims()
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
}
