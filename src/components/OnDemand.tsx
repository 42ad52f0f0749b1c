import { useEffect, useState, type ReactNode } from 'react'

interface Props<T> {
  /** fetches the code; the same function every render, so it is asked for once */
  load: () => Promise<T>
  /** what is loading, for the messages: "the filters" */
  what: string
  children: (loaded: T) => ReactNode
}

type State<T> = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; loaded: T }

/**
 * Code a page shows only on the reader's request (a panel they open), fetched when this mounts rather than with the
 * page. A fetch that fails (offline) says so and offers to try again.
 */
export function OnDemand<T>({ load, what, children }: Props<T>) {
  const [state, setState] = useState<State<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    load().then(
      (loaded) => current && setState({ status: 'loaded', loaded }),
      () => current && setState({ status: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [load, attempt])
  if (state.status === 'loaded') return children(state.loaded)
  if (state.status === 'loading') return <p className="text-sm text-muted">Loading {what}…</p>
  return (
    <p role="alert" className="text-sm text-danger">
      Could not load {what}: check the connection and try again.{' '}
      <button
        type="button"
        onClick={() => {
          setState({ status: 'loading' })
          setAttempt((count) => count + 1)
        }}
        className="ml-1 rounded-md border border-line px-2 py-0.5 text-fg hover:bg-sunken"
      >
        Retry
      </button>
    </p>
  )
}
