import { startTransition, useEffect, useState } from 'react'

/**
 * A ref for the chart's frame, and whether to draw: false until the frame after the first render and until the
 * frame is within half a screen of the viewport.
 * A chart that waits for this loads its code once the rows it accompanies are on screen, not in the same render
 * as them, and not at all for a reader who never scrolls down to it; it then renders in a transition, in slices
 * that leave the page answering input.
 * `settling` holds the watch while the page above the frame is still growing (a list loading its next pages), so a
 * frame that page one leaves near the top, and the pages after it push down, does not count as near.
 */
export function useChartDraw(settling = false): [(frame: HTMLElement | null) => void, boolean] {
  const [frame, setFrame] = useState<HTMLElement | null>(null)
  const [draw, setDraw] = useState(false)
  useEffect(() => {
    if (draw || !frame || settling) return
    if (typeof IntersectionObserver === 'undefined') {
      const paint = requestAnimationFrame(() => startTransition(() => setDraw(true)))
      return () => cancelAnimationFrame(paint)
    }
    // The observer's first report comes after the next frame, so the rows have painted by then.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setDraw(true))
      },
      { rootMargin: '50% 0px' },
    )
    observer.observe(frame)
    return () => observer.disconnect()
  }, [frame, draw, settling])
  return [setFrame, draw]
}
