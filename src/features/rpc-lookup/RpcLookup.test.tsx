// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { startFixtureServer } from '@/test/msw'
import { renderRoute } from '@/test/render-route'
import { EXAMPLE_RPC_BLOCK } from '../../../mocks/fixtures/rpc-transaction'

startFixtureServer()
const BLOCK = EXAMPLE_RPC_BLOCK.hash

beforeEach(() => localStorage.clear())

describe('the JSON-RPC lookup form', () => {
  it('leads from the form to the result link', async () => {
    const { router } = await renderRoute('/rpc')
    await userEvent.click(screen.getByLabelText('Block hash', { exact: true }))
    await userEvent.paste(BLOCK)
    await userEvent.clear(screen.getByLabelText('Index'))
    await userEvent.type(screen.getByLabelText('Index'), '0x1')
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/rpc/eth/block/${BLOCK}/tx/0x1`))
    expect(await screen.findByText('None — a contract creation', {}, { timeout: 5000 })).toBeInTheDocument()
  }, 15_000)

  it('refuses a malformed block hash and a non-http endpoint in the form', async () => {
    const { router } = await renderRoute('/rpc')
    await userEvent.type(screen.getByLabelText('Block hash', { exact: true }), '0x1234')
    await userEvent.click(screen.getByRole('radio', { name: /Custom JSON-RPC URL/ }))
    await userEvent.type(screen.getByLabelText('JSON-RPC URL'), 'javascript:alert(1)')
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }))
    expect(await screen.findByText(/is not a valid block hash/)).toBeInTheDocument()
    expect(screen.getByText('Only http:// and https:// endpoints can be used')).toBeInTheDocument()
    expect(screen.getByLabelText('Block hash', { exact: true })).toHaveFocus()
    expect(router.state.location.pathname).toBe('/rpc')
  })
})
