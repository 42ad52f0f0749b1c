import { windowScroll, type Virtualizer } from '@tanstack/react-virtual'

type WindowVirtualizer = Virtualizer<Window, HTMLTableRowElement>
type Size = { width: number; height: number }

function windowSize(): Size {
  return { width: window.innerWidth, height: window.innerHeight }
}

/**
 * The window virtualizer, minus a read and a write it makes as the rows are committed: it reads the window's size,
 * and it scrolls the window to the offset it read while rendering. Each makes the browser lay the new rows out there
 * and then, inside the task that inserts them (7-17 ms for a page of rows on a 2-core machine), instead of in the
 * frame that follows.
 * The size is read as the list renders, when nothing is waiting to be laid out, and again on every resize; the
 * scroll is written only when it moves the page.
 */
export function layoutQuietWindowOptions() {
  return {
    initialRect: windowSize(),
    observeElementRect: (_: WindowVirtualizer, onResize: (size: Size) => void) => {
      const report = () => onResize(windowSize())
      window.addEventListener('resize', report, { passive: true })
      return () => window.removeEventListener('resize', report)
    },
    scrollToFn: (offset: number, options: { adjustments?: number; behavior?: ScrollBehavior }, instance: WindowVirtualizer) => {
      if (!options.adjustments && offset === instance.scrollOffset) return
      windowScroll(offset, options, instance)
    },
  }
}
