import { useEffect, useState } from 'react'

/**
 * False on the first render, true once the page has committed it: a chart that waits for this loads its code after
 * the rows it accompanies are on screen, not in the same render as them.
 */
export function useAfterCommit(): boolean {
  const [committed, setCommitted] = useState(false)
  useEffect(() => setCommitted(true), [])
  return committed
}
