// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { recordRequests, startFixtureServer } from '@/test/msw'
import { renderRoute } from '@/test/render-route'
import { chainsFor, findEvmChain } from '@/chains'
import { TRANSACTION_CASES } from '../../../../mocks/fixtures/transaction'
import { CONTRACTS } from '../../../../mocks/fixtures/nft-collection'
import { EXAMPLES } from '@/examples'
import { EXAMPLE_WALLET } from '../../../../mocks/fixtures/nft-transfers'
import { fixturePath } from '../../../../mocks/handlers/paths'
import { errorResponse } from '../../../../mocks/respond'
import { viewPath } from '@/views/view-path'
import { WATCH_HOMES } from '@/views/watch-homes.gen'

const server = startFixtureServer()

/** Where an address opens as a wallet: the wallets' home, as a watched one opens (e2e/wallet-tokens.spec.ts says which page). */
const walletHome = (address: string) => viewPath(WATCH_HOMES.wallet.route, { chain: 'eth', address })

const UNKNOWN_HASH = `0x${'e7'.repeat(32)}`
/** The chains a transaction search asks: the transaction operation's, less those the provider retired. */
const GENERAL_CHAINS = chainsFor('general').filter((chain) => !chain.retiredOn)

/** The chains asked for a transaction, in the order they were asked. */
function transactionChains(requests: URL[]): string[] {
  return requests.filter((url) => url.pathname.includes('/transaction/')).map((url) => url.searchParams.get('chain') ?? '')
}

/** Every transaction request on the given chains fails with this status. */
function failOn(chains: string[], status: number, message: string, headers: Record<string, string> = {}) {
  server.use(
    http.get(fixturePath('transaction'), ({ request }) => {
      const chain = new URL(request.url).searchParams.get('chain') ?? ''
      return chains.includes(chain) ? errorResponse(status, message, headers) : undefined
    }),
  )
}

/** The search field as the reader finds it now: the search's code may arrive, and redraw it, while they type. */
const searchField = () => screen.getByRole('combobox', { name: /Search/ })

let lastView: Awaited<ReturnType<typeof renderRoute>> | null = null

// A search that opened a view leaves its code and requests on their way; they finish here, not in the next test's record.
afterEach(async () => {
  const view = lastView
  lastView = null
  if (!view) return
  await waitFor(() => expect(view.router.state.status).toBe('idle'), { timeout: 10_000 })
  await waitFor(() => expect(view.queryClient.isFetching()).toBe(0), { timeout: 10_000 })
})

async function search(text: string, from = '/') {
  const user = userEvent.setup()
  const view = await renderRoute(from)
  lastView = view
  await user.click(searchField())
  await user.paste(text)
  // The field that shows the search's options describes itself with their status line.
  await waitFor(() => expect(searchField()).toHaveAttribute('aria-describedby'))
  return { user, box: searchField(), ...view }
}

/** The search box's options (the chain picker's <option>s have the same role). */
const views = () => within(screen.getByRole('listbox', { name: 'Views for this search', hidden: true }))
const findView = (name: string | RegExp) => waitFor(() => views().getByRole('option', { name }))

const path = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname

describe('search box: keyboard', () => {
  it('focuses on / from the page, but not while the reader types in another field', async () => {
    const user = userEvent.setup()
    await renderRoute('/')
    await user.keyboard('/')
    expect(searchField()).toHaveFocus()
    expect(searchField()).toHaveValue('')

    const other = document.createElement('input')
    other.setAttribute('aria-label', 'note')
    document.body.append(other)
    other.focus()
    await user.keyboard('a/b')
    expect(other).toHaveValue('a/b')
    expect(searchField()).not.toHaveFocus()
    other.remove()
  })

  it('moves through the options with the arrow keys and closes them with Escape', async () => {
    const { user, box } = await search(EXAMPLES.token.address)
    const options = await waitFor(() => views().getAllByRole('option'))
    expect(options.length).toBe(3)
    expect(box).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{ArrowDown}')
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id)
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id)
    await user.keyboard('{ArrowUp}')
    expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id)
    await user.keyboard('{Escape}')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('listbox', { name: 'Views for this search' })).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(box).toHaveValue('')
  })

  it('opens the option chosen with the arrows on Enter', async () => {
    const { user, router } = await search(EXAMPLES.token.address)
    await findView(/ERC20 token · USD Coin/)
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await waitFor(() => expect(path(router)).toBe(walletHome(EXAMPLES.token.address)))
  })
})

describe('search box: a transaction hash finds its chain', () => {
  it('opens it at once when the header’s chain has it, asking no other chain', async () => {
    const requests = recordRequests(server)
    const { user, router } = await search(TRANSACTION_CASES.erc20Transfer)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(path(router)).toBe(`/eth/tx/${TRANSACTION_CASES.erc20Transfer}`))
    expect(await screen.findByText('Success', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(transactionChains(requests)).toEqual(['eth'])
  })

  it('finds a transaction on another chain, says where, and asks no testnet or later chain once it is found', async () => {
    const requests = recordRequests(server)
    const { user, router } = await search(TRANSACTION_CASES.polygonOnly)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(path(router)).toBe(`/polygon/tx/${TRANSACTION_CASES.polygonOnly}`))
    const asked = transactionChains(requests)
    expect(asked[0]).toBe('eth')
    expect(asked).toContain('polygon')
    expect(asked.length).toBeLessThan(GENERAL_CHAINS.length)
    expect(asked.some((chain) => findEvmChain(chain)?.testnet)).toBe(false)
    // the probe's answer fills the page: it asks no second time
    expect(await screen.findByText('Success', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(transactionChains(requests).filter((chain) => chain === 'polygon')).toHaveLength(1)
  })

  it('shows how far the search has got while a chain is slow to answer', async () => {
    let release = () => {}
    const polygonAnswered = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(fixturePath('transaction'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('chain') === 'polygon') await polygonAnswered
        return undefined
      }),
    )
    const { user, router } = await search(TRANSACTION_CASES.polygonOnly)
    await user.keyboard('{Enter}')
    expect(await screen.findByTestId('search-status')).toHaveTextContent(
      `Looking on ${GENERAL_CHAINS.length} chains… ${GENERAL_CHAINS.length - 1} of ${GENERAL_CHAINS.length} answered`,
    )
    release()
    await waitFor(() => expect(path(router)).toBe(`/polygon/tx/${TRANSACTION_CASES.polygonOnly}`))
  })

  it('lists both chains when the hash is on two', async () => {
    const { user } = await search(TRANSACTION_CASES.polygonAndBsc)
    await user.keyboard('{Enter}')
    expect(await screen.findByTestId('search-status')).toHaveTextContent('Found on 2 chains: Polygon, BNB Smart Chain.')
    const options = views().getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^Transaction on Polygon/),
      expect.stringMatching(/^Transaction on BNB Smart Chain/),
    ])
  })

  it('asks every mainnet before any testnet, and finds a testnet-only transaction last', async () => {
    const requests = recordRequests(server)
    const { user, router } = await search(TRANSACTION_CASES.baseSepoliaOnly)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(path(router)).toBe(`/base-sepolia/tx/${TRANSACTION_CASES.baseSepoliaOnly}`), { timeout: 10_000 })
    const asked = transactionChains(requests).map((chain) => findEvmChain(chain))
    const firstTestnet = asked.findIndex((chain) => chain?.testnet)
    expect(asked.slice(0, firstTestnet).every((chain) => chain && !chain.testnet)).toBe(true)
    expect(asked.slice(0, firstTestnet)).toHaveLength(GENERAL_CHAINS.filter((chain) => !chain.testnet).length)
  })

  it('says when no chain has it, naming the chains it asked, and a second search asks nobody', async () => {
    const requests = recordRequests(server)
    const { user, box } = await search(UNKNOWN_HASH)
    await user.keyboard('{Enter}')
    const problem = await screen.findByTestId('search-problem', {}, { timeout: 10_000 })
    expect(problem).toHaveTextContent(`No transaction with this hash on any of the ${GENERAL_CHAINS.length} chains asked: Ethereum, Polygon,`)
    expect(problem).toHaveTextContent('Base Sepolia')
    expect(new Set(transactionChains(requests)).size).toBe(GENERAL_CHAINS.length)

    const before = requests.length
    await user.clear(box)
    await user.paste(UNKNOWN_HASH)
    await user.keyboard('{Enter}')
    expect(await screen.findByTestId('search-problem')).toHaveTextContent('No transaction with this hash on any of the 22 chains asked')
    expect(requests.length).toBe(before)
  })

  it('still opens the transaction when other chains fail or are rate limited', async () => {
    failOn(['bsc', 'avalanche'], 429, 'Too many requests', { 'retry-after': '0' })
    failOn(['cronos'], 500, 'Internal server error')
    const { user, router } = await search(TRANSACTION_CASES.polygonOnly)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(path(router)).toBe(`/polygon/tx/${TRANSACTION_CASES.polygonOnly}`))
  })

  it('lists the chains it could not ask, and asks only those again', async () => {
    failOn(['bsc'], 429, 'Too many requests', { 'retry-after': '0' })
    const requests = recordRequests(server)
    const { user } = await search(UNKNOWN_HASH)
    await user.keyboard('{Enter}')
    const problem = await screen.findByTestId('search-problem', {}, { timeout: 10_000 })
    expect(problem).toHaveTextContent(`any of the ${GENERAL_CHAINS.length - 1} chains asked`)
    expect(problem).toHaveTextContent('Could not ask BNB Smart Chain (Too many requests).')
    // one retry after the rate limit's Retry-After, then the chain is reported
    expect(transactionChains(requests).filter((chain) => chain === 'bsc')).toHaveLength(2)

    server.resetHandlers()
    const before = requests.length
    await user.click(views().getByRole('option', { name: 'Ask BNB Smart Chain again' }))
    await waitFor(() => expect(screen.getByTestId('search-problem')).toHaveTextContent(`any of the ${GENERAL_CHAINS.length} chains asked`))
    expect(transactionChains(requests.slice(before))).toEqual(['bsc'])
  })
})

describe('search box: an address opens the view that fits it', () => {
  it('names an ERC20 token and opens its transfers', async () => {
    const { user, router } = await search(EXAMPLES.token.address)
    expect(await findView('ERC20 token · USD Coin on Ethereum')).toBeInTheDocument()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(path(router)).toBe(`/eth/token/${EXAMPLES.token.address}`))
  })

  it('names an NFT collection and opens it', async () => {
    const { user, router } = await search(CONTRACTS.apes)
    expect(await findView('NFT collection · Bored Ape Yacht Club on Ethereum')).toBeInTheDocument()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(path(router)).toBe(`/eth/collection/${CONTRACTS.apes}`))
  })

  it('opens a wallet’s home otherwise, with one request of one row for each question', async () => {
    const requests = recordRequests(server)
    const { user, router } = await search(EXAMPLE_WALLET)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(path(router)).toBe(walletHome(EXAMPLE_WALLET)))
    const asked = requests.filter((url) => url.pathname.includes(EXAMPLE_WALLET) && url.searchParams.get('limit') === '1')
    expect(asked.map((url) => url.pathname.replace(/.*\/api\/v2\.2/, '')).sort()).toEqual([
      `/${EXAMPLE_WALLET}/nft/transfers`,
      `/erc20/${EXAMPLE_WALLET}/transfers`,
    ])
    expect(requests.filter((url) => url.pathname.endsWith(`/nft/${EXAMPLE_WALLET}/metadata`))).toHaveLength(1)
  })

  it('on a chain whose NFT operations the provider retired, asks no NFT question and offers no collection', async () => {
    const requests = recordRequests(server)
    await search(EXAMPLE_WALLET, `/gnosis/token/${EXAMPLES.token.address}`)
    await findView(/Token transfers/)
    await waitFor(() => expect(screen.queryByText(/Finding out what this address is/)).toBeNull())
    const offered = views()
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(offered).toContain('Token transfers (ERC20 contract) on Gnosis')
    expect(offered.filter((label) => label?.includes('collection'))).toEqual([])
    const asked = requests.filter((url) => url.pathname.includes(EXAMPLE_WALLET))
    expect(asked.map((url) => url.pathname.replace(/.*\/api\/v2\.2/, ''))).toEqual([`/erc20/${EXAMPLE_WALLET}/transfers`])
  })

  it('classifies on the header’s chain', async () => {
    const requests = recordRequests(server)
    await search(EXAMPLES.token.address, `/polygon/token/${EXAMPLES.token.address}`)
    await findView('ERC20 token · USD Coin on Polygon')
    expect(requests.filter((url) => url.searchParams.get('limit') === '1').every((url) => url.searchParams.get('chain') === 'polygon')).toBe(true)
  })

  it('opens 0x<contract>/<tokenId> and 0x<contract>:<tokenId> as an NFT', async () => {
    const { user, router } = await search(`${CONTRACTS.apes}:7495`)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(path(router)).toBe(`/eth/nft/${CONTRACTS.apes}/7495`))
  })

  it('opens a Solana address’s pairs', async () => {
    const { user, router } = await search('DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(path(router)).toBe('/solana/mainnet/token/DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263/pairs'))
  })
})

describe('search box: links and bad input', () => {
  it('opens a Polygonscan transaction link on Polygon without looking elsewhere', async () => {
    const requests = recordRequests(server)
    const { user, router } = await search(`https://polygonscan.com/tx/${TRANSACTION_CASES.polygonOnly}?utm=1#eventlog`)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(path(router)).toBe(`/polygon/tx/${TRANSACTION_CASES.polygonOnly}`))
    await screen.findByText('Success', {}, { timeout: 5000 })
    expect(transactionChains(requests)).toEqual(['polygon'])
  })

  it('opens an OpenSea item link as the NFT on its chain', async () => {
    const { user, router } = await search(`https://opensea.io/assets/ethereum/${CONTRACTS.apes}/7495`)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(path(router)).toBe(`/eth/nft/${CONTRACTS.apes}/7495`))
  })

  it('says which hosts it understands for an unknown host, and sends nothing', async () => {
    const requests = recordRequests(server)
    const { user } = await search(`https://example.com/tx/${UNKNOWN_HASH}`)
    await user.keyboard('{Enter}')
    expect(screen.getByTestId('search-problem')).toHaveTextContent('Links from example.com are not understood.')
    await user.click(screen.getByText(/Hosts Chainview understands/))
    expect(screen.getByText(/etherscan\.io, eth\.blockscout\.com/)).toBeVisible()
    expect(requests).toEqual([])
  })

  it('says what is wrong with a hash of the wrong length and sends nothing', async () => {
    const requests = recordRequests(server)
    const { user, router } = await search(`0x${'ab'.repeat(31)}`)
    await user.keyboard('{Enter}')
    expect(screen.getByTestId('search-problem')).toHaveTextContent('0x and 62 hex digits is neither an address (40 digits) nor a transaction hash (64 digits)')
    expect(views().queryByRole('option')).not.toBeInTheDocument()
    expect(path(router)).toBe('/')
    expect(requests.map(String)).toEqual([])
  })
})
