// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { EXAMPLES } from '@/examples'
import { formatUsd } from '@/lib/format'
import { recordRequests, startFixtureServer } from '@/test/msw'
import { renderRoute } from '@/test/render-route'
import { injectFailure } from '../../../mocks/failure-injection'
import { findWalletTokens } from '../../../mocks/fixtures/wallet-tokens'
import { HOSTILE } from '../../../mocks/fixtures/random'

const server = startFixtureServer()
const WALLET = EXAMPLES.wallet.address
const holdings = findWalletTokens(WALLET)!.tokens

async function openTable() {
  const rendered = await renderRoute(`/eth/wallet/${WALLET}`)
  const table = await screen.findByRole('table', { name: /Tokens this wallet holds/ })
  return { ...rendered, table }
}

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0)

describe('wallet tokens page', { timeout: 30_000 }, () => {
  it('lists the native coin first with its exact balance, price, value and share', async () => {
    const { table } = await openTable()
    const [first] = bodyRows(table)
    const ether = holdings.find((row) => row.native_token)!
    expect(within(first!).getByText('Ether')).toBeInTheDocument()
    expect(within(first!).getByText('Native coin')).toBeInTheDocument()
    expect(screen.getByText('Every token this wallet holds, spam included, up to 10,000.')).toBeInTheDocument()
    expect(first!.querySelector('[data-exact]')).toHaveAttribute('data-exact', '12.345678901234567891')
    // its own column from `sm` up, and in the token's cell below it
    expect(within(first!).getAllByText(formatUsd(String(ether.usd_value)))).toHaveLength(2)
    expect(within(first!).getByText(`${Number(ether.portfolio_percentage).toFixed(2)}%`)).toBeInTheDocument()
  })

  it('keeps balances beyond 2^53 exact, and shows raw units where the decimals are unknown', async () => {
    const { table } = await openTable()
    const exact = [...table.querySelectorAll('[data-exact]')].map((cell) => cell.getAttribute('data-exact'))
    expect(exact).toContain('123456789012.34567890123456789')
    expect(exact).toContain('987654321987654321987654321')
    // in the balance column from `sm` up, and in the token's cell below it
    expect(within(table).getAllByText('raw units')).toHaveLength(2)
  })

  it('hides possible spam behind a count that reveals it, as inert text', async () => {
    const { table } = await openTable()
    const spam = holdings.filter((row) => row.possible_spam)
    expect(screen.getByText(`Hidden: ${spam.length} possible spam tokens`)).toBeInTheDocument()
    expect(within(table).queryByText(/claim-eth\.example/)).not.toBeInTheDocument()
    expect(bodyRows(table)).toHaveLength(holdings.length - spam.length)

    await userEvent.click(screen.getByRole('button', { name: 'Show them' }))
    expect(await within(table).findByText(/claim-eth\.example/)).toBeInTheDocument()
    expect(within(table).getByText(HOSTILE.img)).toBeInTheDocument()
    expect(within(table).getAllByText('⚠ Possible spam')).toHaveLength(spam.length)
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined()
    expect(screen.getByRole('button', { name: 'Hide them' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('links each token to its transfers and the wallet to its NFT transfers', async () => {
    const { table } = await openTable()
    expect(within(table).getByRole('link', { name: 'USD Coin' })).toHaveAttribute('href', `/eth/token/${EXAMPLES.token.address}`)
    expect(within(table).queryByRole('link', { name: 'Ether' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'NFT transfers of this wallet' })).toHaveAttribute('href', `/eth/wallet/${WALLET}/nft-transfers`)
  })

  it('says what is wrong with a malformed address and sends no request', async () => {
    const requests = recordRequests(server)
    await renderRoute('/eth/wallet/0x7f3a')
    expect(await screen.findByText(/not a valid wallet address/)).toBeInTheDocument()
    expect(requests.filter((url) => url.pathname.startsWith('/proxy/'))).toEqual([])
  })

  it('says in plain words when the key is rejected, and asks no more', async () => {
    const requests = recordRequests(server)
    injectFailure({ kind: 'status', status: 401, match: `/wallets/${WALLET}/tokens` })
    await renderRoute(`/eth/wallet/${WALLET}`)
    expect(await screen.findByText(/Could not load the wallet’s tokens: The API key was rejected/)).toBeInTheDocument()
    expect(requests.filter((url) => url.pathname.endsWith('/tokens'))).toHaveLength(1)
    injectFailure(null)
  })

  it('names the wallet and its holdings in the tab title', async () => {
    await openTable()
    await waitFor(() => expect(document.title).toMatch(/^Wallet 0x7f3a…1d9b · Ethereum/))
  })
})
