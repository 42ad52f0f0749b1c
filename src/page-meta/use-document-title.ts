import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'

/**
 * Names the tab from the deepest route head that gives a title, in index.html's own `<title>`: that one is what a
 * crawler and the page's frame see (server/link-preview fills it in), so the app keeps it rather than adding a second.
 */
export function useDocumentTitle(): void {
  const title = useRouterState({
    select: (state) =>
      state.matches
        .flatMap((match) => match.meta ?? [])
        .map((meta) => meta?.title)
        .findLast((text) => text !== undefined),
  })
  useEffect(() => {
    if (title !== undefined) document.title = title
  }, [title])
}
