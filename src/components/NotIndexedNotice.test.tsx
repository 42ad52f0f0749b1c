// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { NotIndexedNotice } from './NotIndexedNotice'

describe('NotIndexedNotice', () => {
  it('says indexing has started and asks again on Refresh', async () => {
    const onRefresh = vi.fn()
    render(<NotIndexedNotice headline="This collection is not indexed yet." subject="this collection" refreshing={false} onRefresh={onRefresh} />)
    expect(screen.getByRole('status')).toHaveTextContent(
      'This collection is not indexed yet. The service did not know this collection; asking for it has started indexing the contract',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(onRefresh).toHaveBeenCalledOnce()
  })

  it('cannot be refreshed again while a refresh is on its way', () => {
    render(<NotIndexedNotice headline="No metadata yet." subject="this token’s metadata" refreshing onRefresh={() => {}} />)
    expect(screen.getByRole('button', { name: 'Refreshing…' })).toBeDisabled()
  })
})
