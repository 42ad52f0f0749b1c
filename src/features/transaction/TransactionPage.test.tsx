// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { EVM_CHAINS } from '@/chains'
import { startFixtureServer } from '@/test/msw'
import { renderRoute } from '@/test/render-route'
import { TRANSACTION_CASES } from '../../../mocks/fixtures/transaction'

const server = startFixtureServer()

function recordRequests(): URL[] {
  const requests: URL[] = []
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url))
  })
  return requests
}

const row = (label: string) => {
  const term = screen.getAllByRole('term').find((element) => element.textContent === label)
  if (!term?.nextElementSibling) throw new Error(`no row ${label}`)
  return term.nextElementSibling as HTMLElement
}

describe('transaction view', () => {
  it('shows the summary of an ERC20 transfer from a deep link', async () => {
    await renderRoute(`/eth/tx/${TRANSACTION_CASES.erc20Transfer}`)
    expect(await screen.findByText('Success')).toBeInTheDocument()
    expect(row('Block')).toHaveTextContent('21239871')
    expect(row('To')).toHaveTextContent('Circle: USDC Token')
    expect(row('Value')).toHaveTextContent('0 ETH')
    expect(row('Gas price')).toHaveTextContent('18.452190034 Gwei')
    expect(row('Gas used')).toHaveTextContent('45,039 (71.25% of the limit)')
    expect(row('Transaction fee')).toHaveTextContent('0.000831068186941326 ETH')
    expect(row('Position in block')).toHaveTextContent('87')
  })

  it('decodes transfer() and the Transfer log with the token’s decimals', async () => {
    await renderRoute(`/eth/tx/${TRANSACTION_CASES.erc20Transfer}`)
    const input = await screen.findByRole('region', { name: /Input data/ })
    expect(within(input).getByText('transfer(address to, uint256 amount)')).toBeInTheDocument()
    expect(within(input).getByText('0xa9059cbb')).toBeInTheDocument()
    const event = await screen.findByTestId('decoded-event')
    await waitFor(() => expect(event).toHaveTextContent(/Transfer\s*2,500\s*USDC\s*from/))
    expect(within(event).getByRole('link', { name: 'All USDC transfers' })).toHaveAttribute('href', '/eth/token/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
  })

  it('asks for internal transactions by default and lists them, a failed one marked', async () => {
    const requests = recordRequests()
    await renderRoute(`/eth/tx/${TRANSACTION_CASES.ethWithInternal}`)
    const table = await screen.findByRole('table', { name: /Internal transactions/ })
    expect(within(table).getAllByRole('row')).toHaveLength(5)
    expect(within(table).getByText('execution reverted')).toBeInTheDocument()
    expect(requests.find((url) => url.pathname.includes('/transaction/'))?.searchParams.get('include')).toBe('internal_transactions')
  })

  it('leaves internal transactions out when the link says so, and the checkbox brings them back', async () => {
    const requests = recordRequests()
    const { router } = await renderRoute(`/eth/tx/${TRANSACTION_CASES.ethWithInternal}?internal=false`)
    expect(await screen.findByText(/were not requested/)).toBeInTheDocument()
    expect(requests.find((url) => url.pathname.includes('/transaction/'))?.searchParams.get('include')).toBeNull()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Request internal transactions' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(await screen.findByRole('table', { name: /Internal transactions/ })).toBeInTheDocument()
  })

  it('shows a contract creation with the contract it created', async () => {
    await renderRoute(`/eth/tx/${TRANSACTION_CASES.contractCreation}`)
    expect(await screen.findByText('Contract creation')).toBeInTheDocument()
    expect(row('Contract created')).toHaveTextContent('0x9f1e3c5a7b9d1f3e5c7a9b1d3f5e7c9a1b3d5f7e')
  })

  it('marks a failed transaction', async () => {
    await renderRoute(`/eth/tx/${TRANSACTION_CASES.failed}`)
    expect(await screen.findByText('Failed')).toBeInTheDocument()
    expect(await screen.findByText('This transaction emitted no logs.')).toBeInTheDocument()
  })

  it('says an unknown hash is not on this chain and links the same hash on the others', async () => {
    const hash = `0x${'ab'.repeat(32)}`
    await renderRoute(`/polygon/tx/${hash}`)
    expect(await screen.findByText('No transaction with this hash on Polygon')).toBeInTheDocument()
    const others = screen.getByRole('navigation', { name: 'Try the same hash on another chain' })
    expect(within(others).getByRole('link', { name: 'Ethereum' })).toHaveAttribute('href', `/eth/tx/${hash}`)
    expect(within(others).queryByRole('link', { name: 'Polygon' })).not.toBeInTheDocument()
    for (const retired of EVM_CHAINS.filter((candidate) => candidate.retiredOn)) {
      expect(within(others).queryByRole('link', { name: retired.label })).not.toBeInTheDocument()
    }
  })

  it('sends no request for a malformed hash and says why', async () => {
    const requests = recordRequests()
    await renderRoute('/eth/tx/0x1234')
    expect(await screen.findByText(/is not a valid transaction hash/)).toBeInTheDocument()
    expect(requests.filter((url) => url.pathname.startsWith('/proxy/'))).toEqual([])
  })
})
