// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { startFixtureServer } from '@/test/msw'
import { renderRoute } from '@/test/render-route'
import { EXAMPLE_RPC_BLOCK, RPC_CASES, RPC_ERRORS, RPC_TRANSACTIONS } from '../../../mocks/fixtures/rpc-transaction'
import { RPC_ENDPOINT_STORAGE_KEY } from '@/lib/rpc-endpoint'

const server = startFixtureServer()
const BLOCK = EXAMPLE_RPC_BLOCK.hash
/** The value of the field whose name (not its JSON key) is `label`. */
const field = (label: string) => {
  const name = screen.getAllByRole('term').find((term) => term.firstElementChild?.textContent === label)
  if (!name?.nextElementSibling) throw new Error(`no field ${label}`)
  return name.nextElementSibling as HTMLElement
}

beforeEach(() => localStorage.clear())

describe('the JSON-RPC transaction page', () => {
  it('decodes every field of a legacy transaction', async () => {
    await renderRoute(`/rpc/eth/block/${BLOCK}/tx/0`)
    expect(await screen.findByText('Legacy')).toBeInTheDocument()
    expect(field('Value')).toHaveTextContent('1.25 ETH')
    expect(field('Gas price')).toHaveTextContent('24 Gwei 0x59682f000')
    expect(field('Nonce')).toHaveTextContent('1,186 0x4a2')
    expect(field('From')).toHaveTextContent(RPC_TRANSACTIONS[0]!.from as string)
    expect(screen.getByRole('link', { name: /Open this transaction in the transaction view/ })).toHaveAttribute('href', `/eth/tx/${RPC_TRANSACTIONS[0]!.hash}`)
  })

  it('names the blob type and shows its extra fields', async () => {
    await renderRoute(`/rpc/eth/block/${BLOCK}/tx/2`)
    expect(await screen.findByText('EIP-4844 (blob)')).toBeInTheDocument()
    expect(field('Max fee per blob gas')).toHaveTextContent('6.338592214 Gwei')
    expect(field('Blob versioned hashes')).toHaveTextContent(/0x01/)
  })

  it('says when the block has no transaction at the index', async () => {
    await renderRoute(`/rpc/eth/block/${BLOCK}/tx/${RPC_CASES.pastEnd}`)
    expect(await screen.findByText(/has no transaction at index 3/)).toBeInTheDocument()
  })

  it('shows the code and message of a JSON-RPC error', async () => {
    await renderRoute(`/rpc/eth/block/${RPC_CASES.prunedBlockHash}/tx/0`)
    expect(await screen.findByText(`Could not load the transaction: The node returned JSON-RPC error ${RPC_ERRORS.prunedBlock.code}`)).toBeInTheDocument()
    expect(screen.getByText(RPC_ERRORS.prunedBlock.message)).toBeInTheDocument()
  })

  it('sends no request for a malformed block hash or index in the link', async () => {
    const requests: string[] = []
    server.events.on('request:start', ({ request }) => void requests.push(request.url))
    await renderRoute(`/rpc/eth/block/0x1234/tx/minus-one`)
    expect(await screen.findByText(/is not a valid block hash/)).toBeInTheDocument()
    expect(screen.getByText(/is not a valid transaction index/)).toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it('lists the RPC chains for an unknown one', async () => {
    await renderRoute(`/rpc/cronos/block/${BLOCK}/tx/0`)
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown chain “cronos”')
    expect(screen.getByText('opbnb')).toBeInTheDocument()
    expect(screen.queryByText('zetachain-testnet')).not.toBeInTheDocument()
  })

  it('says when the provider sunset a chain’s RPC nodes, and asks nothing', async () => {
    await renderRoute(`/rpc/zetachain/block/${BLOCK}/tx/0`)
    expect(await screen.findByText('ZetaChain was retired on 2026-06-01')).toBeInTheDocument()
  })

  it('accepts the EVM slug of a chain the RPC operation names differently', async () => {
    await renderRoute(`/rpc/polygon-amoy/block/${BLOCK}/tx/0`)
    expect(await screen.findByRole('heading', { name: /of a block on Polygon Amoy/ })).toBeInTheDocument()
  })

  it('asks the custom endpoint kept in local storage, never the provider', async () => {
    localStorage.setItem(RPC_ENDPOINT_STORAGE_KEY, JSON.stringify({ use: 'custom', customUrl: 'http://127.0.0.1:9999' }))
    const calls: unknown[] = []
    server.use(
      http.post('http://127.0.0.1:9999/', async ({ request }) => {
        calls.push(await request.json())
        return HttpResponse.json({ jsonrpc: '2.0', id: 1, result: null })
      }),
    )
    await renderRoute(`/rpc/eth/block/${BLOCK}/tx/12`)
    expect(await screen.findByText(/has no transaction at index 12/)).toBeInTheDocument()
    expect(screen.getByText('custom endpoint 127.0.0.1:9999')).toBeInTheDocument()
    expect(calls).toEqual([{ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionByBlockHashAndIndex', params: [BLOCK, '0xc'] }])
  })

  it('explains an unreachable custom endpoint', async () => {
    localStorage.setItem(RPC_ENDPOINT_STORAGE_KEY, JSON.stringify({ use: 'custom', customUrl: 'http://127.0.0.1:9999' }))
    server.use(http.post('http://127.0.0.1:9999/', () => HttpResponse.error()))
    await renderRoute(`/rpc/eth/block/${BLOCK}/tx/0`)
    expect(await screen.findByText(/could not get an answer from custom endpoint 127.0.0.1:9999/, {}, { timeout: 8000 })).toBeInTheDocument()
  }, 15_000)
})
