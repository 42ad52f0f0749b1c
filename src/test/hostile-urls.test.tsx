// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import fc from 'fast-check'
import { startFixtureServer } from './msw'
import { renderRoute } from './render-route'
import { EXAMPLES } from '@/examples'
import { viewPath } from '@/views/view-path'
import { EXAMPLE_VIEWS } from '../../mocks/fixture-views'
import { findEvmChain, findRpcChain } from '@/chains'
import { isBlockNumber, isDateParam } from '@/lib/validate'
import { isEvmAddress } from '@/lib/values/evm-address-checksum'
import { isSolanaAddress } from '@/lib/values/solana-address'
import { isTransactionHash } from '@/lib/values/transaction-hash'

const server = startFixtureServer()

/** Strings a hostile or careless link might carry: markup, schemes, traversal, control and direction characters, long runs. */
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '../../etc/passwd',
    '%00',
    '\u202Egnp.exe',
    'x'.repeat(5000),
    '0x',
    '-1',
    '1e400',
    'NaN',
    ' ',
    '__proto__',
    'constructor',
  ),
)

function invalid(predicate: (value: string) => boolean) {
  return hostileString.filter((value) => value.trim() !== '' && !predicate(value))
}

const notAChain = invalid((value) => findEvmChain(value, 'collection') !== null)
const notAnAddress = invalid(isEvmAddress)
const notAHash = invalid(isTransactionHash)

function recordRequests(): { count: () => number } {
  let count = 0
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.startsWith('/proxy/')) count += 1
  })
  return { count: () => count }
}

/** Opens the URL and checks that it says what is wrong, throws nothing and asks the API nothing. */
async function expectRejected(url: string): Promise<void> {
  server.events.removeAllListeners()
  const requests = recordRequests()
  const view = await renderRoute(url)
  try {
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0), { timeout: 2000 })
    expect(screen.queryByText(/Something went wrong while showing this page/)).toBeNull()
    expect(requests.count()).toBe(0)
  } finally {
    view.unmount()
  }
}

const segment = encodeURIComponent
const { token, wallet, nft, collection, transaction, solanaToken, rpc } = EXAMPLES
const RUNS = { numRuns: 12 }

/** The declared views whose links name an EVM chain, and those of them that name an address on it. */
const ON_A_CHAIN = EXAMPLE_VIEWS.filter((view) => view.route.startsWith('/$chain/'))
const ON_AN_EVM_ADDRESS = ON_A_CHAIN.filter((view) => view.route.includes('/$address'))

describe('hostile route params', () => {
  it(':chain on every view that takes one', async () => {
    await fc.assert(
      fc.asyncProperty(notAChain, fc.constantFrom(...ON_A_CHAIN), async (chain, view) =>
        expectRejected(viewPath(view.route, { ...view.example.params, chain })),
      ),
      RUNS,
    )
  })

  it(':address on every EVM view', async () => {
    await fc.assert(
      fc.asyncProperty(notAnAddress, fc.constantFrom(...ON_AN_EVM_ADDRESS), async (address, view) =>
        expectRejected(viewPath(view.route, { ...view.example.params, address })),
      ),
      RUNS,
    )
  })

  it(':tokenId', async () => {
    await fc.assert(
      fc.asyncProperty(
        invalid((value) => /^\d+$/.test(value)),
        async (tokenId) => expectRejected(`/eth/nft/${nft.address}/${segment(tokenId)}`),
      ),
      RUNS,
    )
  })

  it(':hash', async () => {
    await fc.assert(
      fc.asyncProperty(notAHash, async (hash) => expectRejected(`/eth/tx/${segment(hash)}`)),
      RUNS,
    )
  })

  it(':network and the Solana :address', async () => {
    await fc.assert(
      fc.asyncProperty(
        invalid((value) => value === 'mainnet' || value === 'devnet'),
        async (network) => expectRejected(`/solana/${segment(network)}/token/${solanaToken.address}/pairs`),
      ),
      RUNS,
    )
    await fc.assert(
      fc.asyncProperty(invalid(isSolanaAddress), async (address) => expectRejected(`/solana/mainnet/token/${segment(address)}/pairs`)),
      RUNS,
    )
  })

  it('the RPC lookup’s :chain, :blockHash and :index', async () => {
    await fc.assert(
      fc.asyncProperty(
        invalid((value) => findRpcChain(value) !== null),
        async (chain) => expectRejected(`/rpc/${segment(chain)}/block/${rpc.blockHash}/tx/0`),
      ),
      RUNS,
    )
    await fc.assert(
      fc.asyncProperty(notAHash, async (hash) => expectRejected(`/rpc/${rpc.chain}/block/${segment(hash)}/tx/0`)),
      RUNS,
    )
    await fc.assert(
      fc.asyncProperty(
        invalid((value) => /^(\d{1,10}|0x[0-9a-fA-F]{1,8})$/.test(value)),
        async (index) => expectRejected(`/rpc/${rpc.chain}/block/${rpc.blockHash}/tx/${segment(index)}`),
      ),
      RUNS,
    )
    await fc.assert(
      fc.asyncProperty(
        invalid((value) => value === 'off' || /^\d+$/.test(value)),
        async (value) => expectRejected(`/market/top-movers?refresh=${segment(value)}`),
      ),
      RUNS,
    )
  })
})

describe('hostile search params', () => {
  const rangeViews = [`/eth/token/${token.address}`, `/eth/wallet/${wallet.address}/nft-transfers`]

  it('block bounds, dates, order and limit on both transfer lists', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...rangeViews),
        fc.constantFrom('from_block', 'to_block', 'from_date', 'to_date', 'order', 'limit'),
        hostileString,
        async (path, key, value) => {
          const valid = {
            from_block: isBlockNumber,
            to_block: isBlockNumber,
            from_date: isDateParam,
            to_date: isDateParam,
            order: (v: string) => /^(asc|desc)$/i.test(v),
            limit: (v: string) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 100,
          }[key]
          fc.pre(value.trim() !== '' && !valid(value))
          await expectRejected(`${path}?${key}=${segment(value)}`)
        },
      ),
      RUNS,
    )
  })

  it('the wallet view’s contract_addresses and format', async () => {
    await fc.assert(
      fc.asyncProperty(notAnAddress, async (contract) => expectRejected(`/eth/wallet/${wallet.address}/nft-transfers?contract_addresses=${segment(contract)}`)),
      RUNS,
    )
    await fc.assert(
      fc.asyncProperty(
        invalid((value) => value === 'decimal' || value === 'hex'),
        async (format) => expectRejected(`/eth/wallet/${wallet.address}/nft-transfers?format=${segment(format)}`),
      ),
      RUNS,
    )
  })

  it('the NFT view’s format, normalizeMetadata and media_items', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('format', 'normalizeMetadata', 'media_items'), hostileString, async (key, value) => {
        fc.pre(value.trim() !== '' && !['decimal', 'hex', 'true', 'false'].includes(value))
        await expectRejected(`/eth/nft/${nft.address}/${nft.tokenId}?${key}=${segment(value)}`)
      }),
      RUNS,
    )
  })

  it('the collection view’s include_prices', async () => {
    await fc.assert(
      fc.asyncProperty(
        invalid((value) => value === 'true' || value === 'false'),
        async (value) => expectRejected(`/eth/collection/${collection.address}?include_prices=${segment(value)}`),
      ),
      RUNS,
    )
  })

  it('the transaction view’s internal', async () => {
    await fc.assert(
      fc.asyncProperty(
        invalid((value) => value === 'true' || value === 'false'),
        async (value) => expectRejected(`/eth/tx/${transaction.hash}?internal=${segment(value)}`),
      ),
      RUNS,
    )
  })

  it('the pairs view’s limit and the board’s refresh', async () => {
    await fc.assert(
      fc.asyncProperty(
        invalid((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 100),
        async (value) => expectRejected(`/solana/mainnet/token/${solanaToken.address}/pairs?limit=${segment(value)}`),
      ),
      RUNS,
    )
    await fc.assert(
      fc.asyncProperty(
        invalid((value) => value === 'off' || /^\d+$/.test(value)),
        async (value) => expectRejected(`/market/top-movers?refresh=${segment(value)}`),
      ),
      RUNS,
    )
  })
})
