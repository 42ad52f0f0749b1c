/**
 * A page opened while the fixture worker another page registered was still activating starts uncontrolled; the
 * worker claims it when its activation ends. MSW reloads any uncontrolled page that finds a worker registered, and
 * that reload would cut short whatever the reader (or a test) did next, so this waits for the claim first. A worker
 * that has finished activating without claiming the page is left to MSW.
 */
export async function untilAnActivatingWorkerClaims(): Promise<void> {
  const container = navigator.serviceWorker
  if (!container || container.controller) return
  const registrations = await container.getRegistrations()
  const activating = registrations
    .map((registration) => registration.installing ?? registration.waiting ?? registration.active)
    .filter((worker): worker is ServiceWorker => worker !== null && worker.state !== 'activated' && worker.state !== 'redundant')
  if (activating.length === 0) return
  await new Promise<void>((resolve) => {
    const settled = () => {
      if (container.controller || activating.every((worker) => worker.state === 'activated' || worker.state === 'redundant')) resolve()
    }
    container.addEventListener('controllerchange', settled)
    for (const worker of activating) worker.addEventListener('statechange', settled)
    settled()
  })
}
