import { afterEach, describe, expect, it, vi } from 'vitest'
import { untilAnActivatingWorkerClaims } from './service-worker-claim'

class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super()
  }
  becomes(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeContainer extends EventTarget {
  controller: object | null = null
  constructor(private readonly registrations: object[]) {
    super()
  }
  getRegistrations = () => Promise.resolve(this.registrations)
  claimedBy(worker: object) {
    this.controller = worker
    this.dispatchEvent(new Event('controllerchange'))
  }
}

function pageWith(container: FakeContainer | undefined) {
  vi.stubGlobal('navigator', { serviceWorker: container })
}

const settledWithin = async (promise: Promise<void>) =>
  Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 50))])

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a page that opened while the fixture worker was installing', () => {
  it('waits until the worker claims it, so MSW finds it controlled and does not reload it', async () => {
    const installing = new FakeWorker('installing')
    const container = new FakeContainer([{ installing, waiting: null, active: null }])
    pageWith(container)
    const claimed = untilAnActivatingWorkerClaims()
    expect(await settledWithin(claimed)).toBe('waiting')
    installing.becomes('activating')
    expect(await settledWithin(claimed)).toBe('waiting')
    container.claimedBy(installing)
    expect(await settledWithin(claimed)).toBe('settled')
  })

  it('stops waiting once the worker has activated, claimed or not', async () => {
    const waiting = new FakeWorker('installed')
    pageWith(new FakeContainer([{ installing: null, waiting, active: null }]))
    const claimed = untilAnActivatingWorkerClaims()
    waiting.becomes('activated')
    expect(await settledWithin(claimed)).toBe('settled')
  })

  it('does not wait on a first visit, on an active worker, on a controlled page or without service workers', async () => {
    pageWith(new FakeContainer([]))
    expect(await settledWithin(untilAnActivatingWorkerClaims())).toBe('settled')
    pageWith(new FakeContainer([{ installing: null, waiting: null, active: new FakeWorker('activated') }]))
    expect(await settledWithin(untilAnActivatingWorkerClaims())).toBe('settled')
    const controlled = new FakeContainer([{ installing: new FakeWorker('installing'), waiting: null, active: null }])
    controlled.controller = {}
    pageWith(controlled)
    expect(await settledWithin(untilAnActivatingWorkerClaims())).toBe('settled')
    pageWith(undefined)
    expect(await settledWithin(untilAnActivatingWorkerClaims())).toBe('settled')
  })
})
