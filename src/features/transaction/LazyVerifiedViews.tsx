import { lazy, Suspense, type ComponentProps } from 'react'

// What Sourcify added is shown by views of its lookups' chunk: a transaction that asked Sourcify nothing, or was told
// nothing, does not download them.
const VerifiedSourcesNote = lazy(() => import('./VerifiedSourcesNote').then((module) => ({ default: module.VerifiedSourcesNote })))
const DatabaseCandidates = lazy(() => import('./decoded/DatabaseCandidates').then((module) => ({ default: module.DatabaseCandidates })))
const NameSourceNote = lazy(() => import('./decoded/NameSourceNote').then((module) => ({ default: module.NameSourceNote })))
const VerifiedName = lazy(() => import('./VerifiedName').then((module) => ({ default: module.VerifiedName })))

export function LazyVerifiedSourcesNote(props: ComponentProps<typeof VerifiedSourcesNote>) {
  if (!props.verified) return null
  return (
    <Suspense fallback={null}>
      <VerifiedSourcesNote {...props} />
    </Suspense>
  )
}

export function LazyDatabaseCandidates(props: ComponentProps<typeof DatabaseCandidates>) {
  if (!props.candidates || props.candidates.length === 0) return null
  return (
    <Suspense fallback={null}>
      <DatabaseCandidates {...props} />
    </Suspense>
  )
}

export function LazyVerifiedName(props: ComponentProps<typeof VerifiedName>) {
  return (
    <Suspense fallback={null}>
      <VerifiedName {...props} />
    </Suspense>
  )
}

/** Where Sourcify's or the signature database's name came from; nothing for a name of the offline index. */
export function LazyNameSourceNote(props: ComponentProps<typeof NameSourceNote>) {
  if (!props.source) return null
  return (
    <Suspense fallback={null}>
      <NameSourceNote {...props} />
    </Suspense>
  )
}
