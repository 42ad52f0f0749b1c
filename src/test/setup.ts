import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/dom'
import { afterEach, beforeAll } from 'vitest'

// A whole page rendered in jsdom can take over a second to show its rows on a quiet 2-core machine, three times
// that on a slow day; the findBy queries wait for the state, and this is only how long they may wait before failing.
configure({ asyncUtilTimeout: 15_000 })

// Each file starts with the storage of a browser that never opened the app.
beforeAll(() => {
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
})

afterEach(async () => {
  if (typeof document === 'undefined') return
  const { cleanup } = await import('@testing-library/react')
  cleanup()
})
