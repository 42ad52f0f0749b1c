/** Runs `run` when the browser is next idle; where it cannot say (Safari, jsdom), a moment later. */
export function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run)
  else window.setTimeout(run, 200)
}
