/**
 * Resolves once the browser has painted what the current task rendered: after the next animation frame, in a task
 * of its own. A hidden tab paints no frames, so it resolves at the latest after `latestMs`.
 */
export function afterPaint(latestMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, latestMs)
    if (typeof globalThis.requestAnimationFrame !== 'function') return
    globalThis.requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer)
        resolve()
      }, 0),
    )
  })
}
