import { lazy, Suspense, type ComponentProps } from 'react'

// What the signature index decoded is shown by views of their own chunk: a transaction whose call and logs the
// built-in ERC20 and ERC721 readers show in full (the most common kind) does not download them.
const DecodedCallView = lazy(() => import('./DecodedCallView').then((module) => ({ default: module.DecodedCallView })))
const DecodedEventView = lazy(() => import('./DecodedEventView').then((module) => ({ default: module.DecodedEventView })))

export function LazyDecodedCallView(props: ComponentProps<typeof DecodedCallView>) {
  return (
    <Suspense fallback={null}>
      <DecodedCallView {...props} />
    </Suspense>
  )
}

export function LazyDecodedEventView(props: ComponentProps<typeof DecodedEventView>) {
  return (
    <Suspense fallback={null}>
      <DecodedEventView {...props} />
    </Suspense>
  )
}
