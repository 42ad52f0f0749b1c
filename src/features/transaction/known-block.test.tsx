// @vitest-environment jsdom
import { expect, it } from 'vitest'
import { delay, http } from 'msw'
import { screen, within } from '@testing-library/react'
import { startFixtureServer } from '@/test/msw'
import { renderRoute } from '@/test/render-route'
import { ERC20_TOKENS } from '../../../mocks/fixtures/erc20-transfers'

const server = startFixtureServer()

it('starts a transaction opened from a transfer row with the block the row showed', async () => {
  const token = ERC20_TOKENS[0]!
  const transfer = token.transfers[0]!
  const { router } = await renderRoute(`/eth/token/${token.address}`)
  await screen.findByRole('table')
  server.use(http.get('*/transaction/:hash', () => delay('infinite')))
  await router.navigate({ to: '/$chain/tx/$hash', params: { chain: 'eth', hash: transfer.transaction_hash as string } })
  const loading = await screen.findByRole('status', { name: 'Loading the transaction' })
  expect(within(loading).getByText(String(transfer.block_number))).toBeInTheDocument()
  expect(within(loading).getByText(/ago$/)).toBeInTheDocument()
})
