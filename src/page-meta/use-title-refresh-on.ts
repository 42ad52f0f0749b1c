import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'

/**
 * Works the current page's title out again when `fact` becomes known or changes: for what a page learns after the
 * data its title reads (a transaction's call, named once the signature index has loaded). Its loader runs again on
 * the cached data, without a request.
 */
export function useTitleRefreshOn(fact: string | null): void {
  const router = useRouter()
  useEffect(() => {
    if (fact === null) return
    const leaf = router.state.matches.at(-1)
    if (leaf) void router.invalidate({ filter: (match) => match.id === leaf.id })
  }, [fact, router])
}
