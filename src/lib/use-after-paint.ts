import { useEffect, useState } from 'react'

/**
 * False until the frame after the first render: a chart that waits for this loads its code once the rows it
 * accompanies are on screen, not in the same render as them.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  return painted
}
