import { startTransition, useEffect, useState } from 'react'

/**
 * False until the frame after the first render: a chart that waits for this loads its code once the rows it
 * accompanies are on screen, not in the same render as them, and renders in a transition, in slices that leave
 * the page answering input.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setPainted(true)))
    return () => cancelAnimationFrame(frame)
  }, [])
  return painted
}
