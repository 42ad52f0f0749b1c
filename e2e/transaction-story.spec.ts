import type { Page } from '@playwright/test'
import { STORY_CASES } from '../mocks/fixtures/story-cases'
import { COMMITTED_STORY_CASES } from './support/committed-story-cases'
import { TRANSACTION_CASES } from '../mocks/fixtures/transaction'
import { expect, expectNoHorizontalOverflow, expectNoInjectedScript, openInApp, testInWarmContext as test, expectAccessibleInEachTheme } from './fixtures'
import { injectFailureInPage } from './support/fixture-switches'

const actionLine = (page: Page) => page.getByTestId('action-line')
const tokensMoved = (page: Page) => page.getByRole('region', { name: /Tokens moved/ })
const feeSection = (page: Page) => page.getByRole('region', { name: 'Fee breakdown' })
const feeRow = (page: Page, label: string) =>
  feeSection(page)
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition')

/** What a reader sees first for each kind of transaction, on the fixtures. */
const LINES: { kind: string; hash: string; line: string | RegExp }[] = [
  { kind: 'a Uniswap V2 swap', hash: STORY_CASES.uniswapV2Swap, line: 'Swapped 1 ETH for 3,412.5 USDC' },
  { kind: 'a Uniswap V3 swap', hash: STORY_CASES.uniswapV3Swap, line: 'Swapped 5,000 USDC for 1.465123456789012345 WETH' },
  { kind: 'a V3 multicall', hash: STORY_CASES.uniswapV3Multicall, line: 'Swapped 10,000 USDC for 2.93024691357802469 ETH' },
  { kind: 'a Universal Router swap', hash: STORY_CASES.universalRouterSwap, line: 'Swapped 2 ETH for 6,824.991337 USDC' },
  { kind: 'a Seaport purchase', hash: STORY_CASES.seaportSale, line: 'Bought NFT 0xbc4c…f13d #8817 for 30 ETH' },
  { kind: 'an ERC1155 transfer', hash: STORY_CASES.erc1155Single, line: /^Sent 5 × NFT 0x76be…8e77 #578960446186… to / },
  { kind: 'an ERC1155 batch', hash: STORY_CASES.erc1155Batch, line: /^Sent 10 × NFT 0x76be…8e77 #1, 1 × NFT 0x76be…8e77 #2 and 250 × NFT 0x76be…8e77 #3 to / },
  { kind: 'a Safe execution', hash: STORY_CASES.safeExecution, line: 'Safe 0x849d…039d sent 48,250 USDC to 0x4d3c…6d5c' },
  { kind: 'an Aave supply', hash: STORY_CASES.aaveSupply, line: 'Supplied 25,000 USDC to Aave V3' },
  { kind: 'a wrap', hash: STORY_CASES.wrap, line: 'Wrapped 3 ETH into 3 WETH' },
  { kind: 'an unwrap', hash: STORY_CASES.unwrap, line: 'Unwrapped 1.25 WETH into 1.25 ETH' },
  { kind: 'a Multicall3 aggregate', hash: STORY_CASES.multicall3, line: 'Called aggregate3 on Multicall3' },
  { kind: 'a failed swap', hash: STORY_CASES.failedSwap, line: 'Failed: exactInputSingle on Uniswap V3: Router' },
  { kind: 'an unknown selector', hash: STORY_CASES.unknownSelector, line: /^Called 0x[0-9a-f]{8} on 0x7e57…c0de$/ },
  { kind: 'a contract creation', hash: TRANSACTION_CASES.contractCreation, line: /^Created contract 0x9f1e…5f7e$/ },
  { kind: 'an unlimited approval', hash: TRANSACTION_CASES.approve, line: /^Approved 0x0000…8ba3 to spend unlimited DAI$/ },
  { kind: 'an ERC20 transfer', hash: TRANSACTION_CASES.erc20Transfer, line: /^Sent 2,500 USDC to 0x2a4c…8a10$/ },
]

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The first case of a walk opens by its deep link, each next one in the running app, as a link to it does. */
const openCase = (page: Page, index: number, path: string) => (index === 0 ? page.goto(path) : openInApp(page, path))

/** The representative kinds of the stories' own tables (src/lib/tx-story/stories/*.cases.ts), as a reader opens them. */
const REPRESENTATIVE = COMMITTED_STORY_CASES.cases.filter((storyCase) => storyCase.e2e)

// One page opens every kind in turn: a test per kind, or a load per kind, would spend most of its time starting the app.
test.describe('a story told for whoever acted', () => {
  test('each kind reads in one line at 375 px, fits the screen, and the tab says the same', async ({ page }) => {
    test.setTimeout(REPRESENTATIVE.length * 15_000)
    await page.setViewportSize({ width: 375, height: 800 })
    for (const [index, { kind, name, hash, line }] of REPRESENTATIVE.entries()) {
      await test.step(`${kind}: ${name}`, async () => {
        await openCase(page, index, `/eth/tx/${hash}`)
        await expect(actionLine(page)).toHaveText(`What happened: ${line}`)
        await expect(page).toHaveTitle(new RegExp(`^${escaped(line)} · Transaction ${escaped(`${hash.slice(0, 6)}…${hash.slice(-4)}`)} `))
        await expectNoHorizontalOverflow(page)
      })
    }
  })
})

test.describe('what a transaction did', () => {
  test('each kind reads in one line at the top', async ({ page }) => {
    test.setTimeout(LINES.length * 15_000)
    for (const [index, { kind, hash, line }] of LINES.entries()) {
      await test.step(kind, async () => {
        await openCase(page, index, `/eth/tx/${hash}`)
        await expect(actionLine(page)).toHaveText(
          typeof line === 'string' ? `What happened: ${line}` : new RegExp(`^What happened: ${line.source.replace(/^\^/, '')}`),
        )
      })
    }
  })

  test('each part of the story reads as a reader expects, one transaction after another', async ({ page }) => {
    test.setTimeout(9 * 15_000)
    await test.step('the tab names the call a failed swap tried, as its line does, once the signature index has loaded', async () => {
      await page.goto(`/eth/tx/${STORY_CASES.failedSwap}`)
      await expect(page).toHaveTitle(/^Failed: exactInputSingle on .+ · Transaction 0x/)
    })
    await test.step('a swap lists every hop and the sender’s net change, with the token linked', async () => {
      await openInApp(page, `/eth/tx/${STORY_CASES.uniswapV2Swap}`)
      const section = tokensMoved(page)
      await expect(section.getByRole('heading', { name: 'Tokens moved (5)' })).toBeVisible()
      await expect(section.getByRole('row')).toHaveCount(6)
      const sender = section.getByRole('list', { name: 'Net change per address' }).getByRole('listitem').first()
      await expect(sender).toContainText('sender')
      await expect(sender).toContainText('sent 1 ETH')
      await expect(sender).toContainText('received 3,412.5 USDC')
      await actionLine(page).getByRole('link', { name: 'USDC' }).click()
      await expect(page).toHaveURL('/eth/token/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
    })
    await test.step('the To row names the contract the published lists name, where the API gives it no label', async () => {
      const commitment = COMMITTED_STORY_CASES.cases.find((storyCase) => storyCase.kind === 'ens' && storyCase.name.startsWith('a commitment to register'))
      await openInApp(page, `/eth/tx/${commitment?.hash}`)
      const to = page
        .locator('dl > div')
        .filter({ has: page.getByRole('term').getByText('To', { exact: true }) })
        .getByRole('definition')
      await expect(to).toContainText('ENS: ETHRegistrarController')
      await expect(to).toContainText(commitment?.tx.to ?? 'a listed controller')
    })
    await test.step('the NFT of a sale links to its own view', async () => {
      await openInApp(page, `/eth/tx/${STORY_CASES.seaportSale}`)
      await tokensMoved(page).getByRole('table').getByRole('link', { name: 'NFT 0xbc4c…f13d #8817' }).click()
      await expect(page).toHaveURL('/eth/nft/0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d/8817')
    })
    await test.step('the fee is broken down from the node’s EIP-1559 fields, derived values labelled', async () => {
      await openInApp(page, `/eth/tx/${STORY_CASES.uniswapV3Swap}`)
      await expect(feeRow(page, 'Type')).toHaveText('EIP-1559 (fee market)')
      await expect(feeRow(page, 'Max fee per gas')).toHaveText('31 Gwei')
      await expect(feeRow(page, 'Max priority fee per gas')).toHaveText('1.5 Gwei')
      await expect(feeRow(page, 'Effective gas price')).toHaveText('21.40211342 Gwei')
      await expect(feeRow(page, 'Base fee per gas')).toHaveText('19.90211342 Gweiderived')
      await expect(feeRow(page, 'Burnt fee')).toContainText('0.00262596445308848')
      await expect(feeRow(page, 'Savings')).toContainText('derived')
    })
    await test.step('a base fee the max fee capped is shown as a lower bound', async () => {
      await openInApp(page, `/eth/tx/${STORY_CASES.universalRouterSwap}`)
      await expect(feeRow(page, 'Base fee per gas')).toContainText('≥ 17.870004512 Gwei')
      await expect(feeRow(page, 'Base fee per gas')).toContainText('lower bound')
    })
    await test.step('a legacy transaction shows its one gas price', async () => {
      await openInApp(page, `/eth/tx/${STORY_CASES.uniswapV2Swap}`)
      await expect(feeRow(page, 'Type')).toHaveText('Legacy')
    })
    await test.step('hostile symbols and colliding logs stay text and move nothing they should not', async () => {
      await openInApp(page, `/eth/tx/${STORY_CASES.hostileToken}`)
      await expect(actionLine(page)).toContainText('<script>window.__pwned =…')
      await expect(tokensMoved(page)).toContainText('123,456,789,012,345,678,901,234 raw units of 0x5eed…5eed')
      await expectNoInjectedScript(page)
      await openInApp(page, `/eth/tx/${STORY_CASES.transferCollision}`)
      await expect(tokensMoved(page)).toContainText('No tokens or coins moved in this transaction.')
    })
    await test.step('a 10,000-element calldata array does not stop the page', async () => {
      await openInApp(page, `/eth/tx/${STORY_CASES.hugeArray}`)
      await expect(actionLine(page)).toHaveText(/^What happened: Failed: (0x7ff36ab5|swapExactETHForTokens) on 0x7a25…488d$/)
      await expect(feeSection(page)).toBeVisible()
    })
  })

  test('when the node lookup fails, the fee section says so quietly and the rest of the page is whole', async ({ page }) => {
    await injectFailureInPage(page, { kind: 'status', status: 502, match: '/proxy/rpc/' })
    await page.goto(`/eth/tx/${STORY_CASES.uniswapV3Swap}`)
    await expect(feeSection(page)).toContainText('The fee details could not be loaded from the node')
    await expect(actionLine(page)).toContainText('Swapped 5,000 USDC')
    await expect(tokensMoved(page).getByRole('row')).toHaveCount(3)
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('a watched transaction is named on the home page by what it did', async ({ page }) => {
    await page.goto(`/eth/tx/${STORY_CASES.uniswapV2Swap}`)
    await expect(actionLine(page)).toContainText('Swapped 1 ETH for 3,412.5 USDC')
    await page.getByRole('button', { name: 'Watch' }).click()
    await expect(page.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true')
    await page.goto('/')
    const watchlist = page.getByRole('region', { name: 'Watchlist' })
    await expect(watchlist.getByRole('link', { name: 'Swapped 1 ETH for 3,412.5 USDC' })).toHaveAttribute('href', `/eth/tx/${STORY_CASES.uniswapV2Swap}`)
  })

  test('a watched failed transaction is named by the call the signature index decoded, as the page names it', async ({ page }) => {
    await page.goto(`/eth/tx/${STORY_CASES.failedSwap}`)
    await expect(actionLine(page)).toContainText('Failed: exactInputSingle on')
    await page.getByRole('button', { name: 'Watch' }).click()
    await expect(page.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true')
    await page.goto('/')
    const watchlist = page.getByRole('region', { name: 'Watchlist' })
    await expect(watchlist.getByRole('link', { name: /^Failed: exactInputSingle on / })).toHaveAttribute('href', `/eth/tx/${STORY_CASES.failedSwap}`)
  })

  test(`the story sections fit a 375 px screen and pass axe in light and dark`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`/eth/tx/${STORY_CASES.seaportSale}`)
    await expect(feeRow(page, 'Type')).toHaveText('EIP-1559 (fee market)')
    await expectNoHorizontalOverflow(page)
    await expectAccessibleInEachTheme(page)
  })
})
