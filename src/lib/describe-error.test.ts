import { describe, expect, it } from 'vitest'
import { describeError } from './describe-error'

describe('describeError', () => {
  it('says a view could not be downloaded, in every browser’s words, and that it comes back with the connection', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://chainview.example/assets/top-movers-MCT.js',
      'error loading dynamically imported module: https://chainview.example/assets/top-movers-MCT.js',
      'Importing a module script failed.',
    ]) {
      expect(describeError(new TypeError(message))).toEqual({
        title: 'This view could not be downloaded',
        detail: 'Check your connection: it loads by itself when the connection is back.',
        retryable: true,
      })
    }
  })

  it('shows any other render error as it is, with a retry', () => {
    expect(describeError(new TypeError("Cannot read properties of undefined (reading 'gainers')"))).toEqual({
      title: 'Something went wrong while showing this page',
      detail: "Cannot read properties of undefined (reading 'gainers')",
      retryable: true,
    })
  })
})
