// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/errors'
import { RetryNotice } from './RetryNotice'

const serverError = new ApiError({ kind: 'http', status: 500, message: 'Internal server error' })

describe('RetryNotice', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('counts down each wait from its own start, as long as react-query really waits', () => {
    const { rerender } = render(<RetryNotice failure={serverError} failureCount={1} />)
    expect(screen.getByRole('status')).toHaveTextContent('The data service failed (HTTP 500) — retrying in 1 s')
    act(() => vi.advanceTimersByTime(1_500))
    rerender(<RetryNotice failure={serverError} failureCount={3} />)
    expect(screen.getByRole('status')).toHaveTextContent('retrying in 2 s')
    act(() => vi.advanceTimersByTime(1_500))
    expect(screen.getByRole('status')).toHaveTextContent('retrying in 1 s')
  })

  it('waits as long as Retry-After says', () => {
    render(<RetryNotice failure={new ApiError({ kind: 'http', status: 429, message: 'Too many requests', retryAfterMs: 3_000 })} failureCount={1} />)
    expect(screen.getByRole('status')).toHaveTextContent('Rate limited — retrying in 3 s')
  })

  it('names a lost connection and a silent service for what they are', () => {
    const { rerender } = render(<RetryNotice failure={new ApiError({ kind: 'network', message: 'x' })} failureCount={1} />)
    expect(screen.getByRole('status')).toHaveTextContent('The data service could not be reached — retrying in 1 s')
    rerender(<RetryNotice failure={new ApiError({ kind: 'timeout', message: 'x' })} failureCount={2} />)
    expect(screen.getByRole('status')).toHaveTextContent('The data service did not answer in time — retrying in 1 s')
  })
})
