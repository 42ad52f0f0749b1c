// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { watchlist } from '@/lib/watchlist/watchlist-store'
import { startFixtureServer } from '@/test/msw'
import { renderRoute } from '@/test/render-route'
import { TRANSACTION_CASES } from '../../../mocks/fixtures/transaction'
import { STORY_CASES } from '../../../mocks/fixtures/story-cases'

const server = startFixtureServer()

const actionLine = () => screen.findByTestId('action-line')
const tokensMoved = () => screen.findByRole('region', { name: /Tokens moved/ })
const feeSection = () => screen.findByRole('region', { name: 'Fee breakdown' })
const feeRow = (section: HTMLElement, label: string) => {
  const term = within(section)
    .getAllByRole('term')
    .find((element) => element.textContent === label)
  if (!term?.nextElementSibling) throw new Error(`no row ${label}`)
  return term.nextElementSibling as HTMLElement
}

describe('the action line', () => {
  // jsdom fetches no signature shard, so no swap event is decoded here: the line says what moved, and no more.
  it('says what a swap moved before its events are decoded, with the token linked and the amount exact', async () => {
    await renderRoute(`/eth/tx/${STORY_CASES.uniswapV2Swap}`)
    const line = await actionLine()
    await waitFor(() => expect(line).toHaveTextContent('Called 0x7ff36ab5 on Uniswap V2: Router 2 (sent 1 ETH, received 3,412.5 USDC)'))
    expect(within(line).getByRole('link', { name: 'USDC' })).toHaveAttribute('href', '/eth/token/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
  })

  it('links the NFT bought in a marketplace sale to its own view', async () => {
    await renderRoute(`/eth/tx/${STORY_CASES.seaportSale}`)
    const line = await actionLine()
    expect(line).toHaveTextContent('Bought NFT 0xbc4c…f13d #8817 for 30 ETH')
    expect(within(line).getByRole('link', { name: 'NFT 0xbc4c…f13d #8817' })).toHaveAttribute(
      'href',
      '/eth/nft/0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d/8817',
    )
  })

  it('names the failed call and the contract it tried', async () => {
    await renderRoute(`/eth/tx/${STORY_CASES.failedSwap}`)
    const line = await actionLine()
    expect(line).toHaveAttribute('data-kind', 'failed')
    // The contract by its label, as the summary names it; the call by its selector until the signature index names it.
    expect(line).toHaveTextContent(/^What happened: Failed: (0x414bf389|exactInputSingle) on Uniswap V3: Router$/)
  })

  it('shows a hostile token symbol as text, never as markup', async () => {
    await renderRoute(`/eth/tx/${STORY_CASES.hostileToken}`)
    const line = await actionLine()
    await waitFor(() => expect(line).toHaveTextContent('<script>'))
    expect(line.querySelector('script')).toBeNull()
  })

  it('names a watched transaction by its action line', async () => {
    await renderRoute(`/eth/tx/${STORY_CASES.wrap}`)
    await actionLine()
    await userEvent.click(screen.getByRole('button', { name: 'Watch' }))
    expect(watchlist.find(`transaction:eth:${STORY_CASES.wrap}`)?.label).toBe('Wrapped 3 ETH into 3 WETH')
  })

  it('says "unlimited" for an approval of 2^256 − 1', async () => {
    await renderRoute(`/eth/tx/${TRANSACTION_CASES.approve}`)
    expect(await actionLine()).toHaveTextContent('Approved 0x0000…8ba3 to spend unlimited DAI')
  })
})

describe('the Tokens moved section', () => {
  it('lists every movement of a swap and the net change per address, the sender first', async () => {
    await renderRoute(`/eth/tx/${STORY_CASES.uniswapV2Swap}`)
    const section = await tokensMoved()
    expect(within(section).getByRole('heading', { name: 'Tokens moved (5)' })).toBeInTheDocument()
    const rows = within(section).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(5)
    expect(rows[0]).toHaveTextContent('1 ETHtransaction valuefrom0x3f5c…f0be→to0x7a25…488d')
    await waitFor(() => expect(rows[4]).toHaveTextContent('3,412.5 USDC'))
    const net = within(section).getByRole('list', { name: 'Net change per address' })
    const first = within(net).getAllByRole('listitem')[0]!
    expect(first).toHaveTextContent('sender')
    expect(first).toHaveTextContent('sent 1 ETH')
    expect(first).toHaveTextContent('received 3,412.5 USDC')
  })

  it('labels a token of unknown decimals in raw units', async () => {
    await renderRoute(`/eth/tx/${STORY_CASES.hostileToken}`)
    const section = await tokensMoved()
    await waitFor(() => expect(section).toHaveTextContent('123,456,789,012,345,678,901,234 raw units of 0x5eed…5eed'))
  })

  it('says plainly when nothing moved', async () => {
    await renderRoute(`/eth/tx/${STORY_CASES.multicall3}`)
    expect(await tokensMoved()).toHaveTextContent('No tokens or coins moved in this transaction.')
  })
})

describe('the fee breakdown', () => {
  it('shows the EIP-1559 fields from the node and labels the derived values', async () => {
    await renderRoute(`/eth/tx/${STORY_CASES.uniswapV3Swap}`)
    const section = await feeSection()
    await waitFor(() => expect(feeRow(section, 'Type')).toHaveTextContent('EIP-1559'))
    expect(feeRow(section, 'Max fee per gas')).toHaveTextContent('31 Gwei')
    expect(feeRow(section, 'Max priority fee per gas')).toHaveTextContent('1.5 Gwei')
    expect(feeRow(section, 'Effective gas price')).toHaveTextContent('21.40211342 Gwei')
    expect(feeRow(section, 'Base fee per gas')).toHaveTextContent('19.90211342 Gweiderived')
    expect(feeRow(section, 'Burnt fee')).toHaveTextContent('0.00262596445308848 ETH')
    expect(feeRow(section, 'Savings')).toHaveTextContent('derived')
  })

  it('marks the base fee as a lower bound when the effective price reached the max fee', async () => {
    await renderRoute(`/eth/tx/${STORY_CASES.universalRouterSwap}`)
    const section = await feeSection()
    await waitFor(() => expect(feeRow(section, 'Base fee per gas')).toHaveTextContent('≥ 17.870004512 Gwei'))
    expect(feeRow(section, 'Base fee per gas')).toHaveTextContent('lower bound')
  })

  it('shows a legacy transaction’s one gas price', async () => {
    await renderRoute(`/eth/tx/${STORY_CASES.uniswapV2Swap}`)
    const section = await feeSection()
    await waitFor(() => expect(feeRow(section, 'Type')).toHaveTextContent('Legacy'))
  })

  it('says quietly that the node lookup does not cover a chain, and asks it nothing', async () => {
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => {
      asked.push(request.url)
    })
    await renderRoute(`/cronos/tx/${TRANSACTION_CASES.erc20Transfer}`)
    const section = await feeSection()
    await waitFor(() => expect(section).toHaveTextContent('The node lookup does not cover this chain'))
    expect(asked.filter((url) => url.includes('/rpc'))).toEqual([])
  })

  it('says quietly that the node lookup failed, and the rest of the page is unaffected', async () => {
    await renderRoute(`/eth/tx/${STORY_CASES.erc1155Batch}`)
    const section = await feeSection()
    await waitFor(() => expect(section).toHaveTextContent('The fee details could not be loaded from the node'))
    expect(await actionLine()).toHaveTextContent('Sent 10 × NFT')
    expect(screen.getByText('Success')).toBeInTheDocument()
  })
})
