import { expect, expectNoHorizontalOverflow, openInApp, testInWarmContext as test, expectAccessibleInEachTheme } from './fixtures'
import type { Locator, Page } from '@playwright/test'
import { storyHash } from '../mocks/fixtures/story-encoding'

// The story fixtures (mocks/fixtures/transaction-stories.ts) import ABI JSON that Playwright's loader cannot; their
// hashes are made from their names.
const STORY_CASES = {
  uniswapV2Swap: storyHash('uniswap v2 swapExactETHForTokens'),
  uniswapV3Swap: storyHash('uniswap v3 exactInputSingle'),
  uniswapV3Multicall: storyHash('uniswap v3 multicall swap and unwrap'),
  seaportSale: storyHash('seaport fulfillBasicOrder'),
  safeExecution: storyHash('safe execTransaction'),
  multicall3: storyHash('multicall3 aggregate3'),
  unknownSelector: storyHash('unknown selector'),
  transferCollision: storyHash('transfer topic collision'),
  malformedInput: storyHash('malformed calldata'),
  hugeArray: storyHash('10000 element array'),
  universalRouterSwap: storyHash('universal router execute'),
}
// mocks/fixtures/decode-stories.ts, likewise by name.
const DECODE_CASES = {
  appendedBytes: storyHash('decode: erc1155 safeTransferFrom with a marketplace tag appended'),
  userOperations: storyHash('decode: erc-4337 handleOps with two user operations'),
}
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const VENDOR = '0x4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c'

const inputData = (page: Page) => page.getByRole('region', { name: /Input data/ })
/** The value shown under a named argument of a decoded call or event. */
const argument = (scope: Locator, name: string) =>
  scope
    .getByRole('listitem')
    .filter({ has: scope.page().getByText(name, { exact: true }) })
    .first()

test.describe('decoded calls and events', () => {
  test('each decoded call and event reads as a reader expects, one transaction after another', async ({ page }) => {
    test.setTimeout(7 * 15_000)
    await test.step('a Uniswap V2 swap names the function and each argument, with addresses linked and amounts exact', async () => {
      await page.goto(`/eth/tx/${STORY_CASES.uniswapV2Swap}`)
      const input = inputData(page)
      await expect(input.getByText('swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)')).toBeVisible()
      const args = input.getByRole('list', { name: 'Arguments of swapExactETHForTokens' })
      await expect(argument(args, 'amountOutMin')).toContainText('3,390,000,000')
      await expect(argument(args, 'amountOutMin').getByTitle('3390000000')).toBeVisible()
      const path = args.getByRole('list', { name: 'path' })
      await expect(path.getByRole('listitem')).toHaveCount(2)
      await expect(path.getByRole('link', { name: new RegExp(USDC) })).toHaveAttribute('href', `/eth/wallet/${USDC}/nft-transfers`)
      await expect(input.getByText('(not a call this explorer decodes)')).toHaveCount(0)
    })
    await test.step('the calls inside a Uniswap V3 multicall are decoded under it', async () => {
      await openInApp(page, `/eth/tx/${STORY_CASES.uniswapV3Multicall}`)
      const input = inputData(page)
      await expect(input.getByText('multicall(bytes[] data)')).toBeVisible()
      const nested = input.getByTestId('nested-call')
      await expect(nested).toHaveCount(2)
      await expect(nested.first()).toContainText(/^Call exactInputSingle\(\(address tokenIn, address tokenOut, uint24 fee/)
      await expect(argument(nested.first(), 'amountIn')).toContainText('10,000,000,000')
      await expect(nested.nth(1)).toContainText('unwrapWETH9(uint256 amountMinimum, address recipient)')
    })
    await test.step('a Safe execution shows the ERC20 transfer its data carries', async () => {
      await openInApp(page, `/eth/tx/${STORY_CASES.safeExecution}`)
      const input = inputData(page)
      await expect(input.getByText(/^execTransaction\(address to, uint256 value, bytes data, uint8 operation/)).toBeVisible()
      const transfer = argument(input, 'data').getByTestId('nested-call')
      await expect(transfer).toContainText('transfer(address recipient, uint256 amount)')
      await expect(argument(transfer, 'amount')).toContainText('48,250,000,000')
      await expect(argument(transfer, 'recipient').getByRole('link')).toHaveAttribute('href', `/eth/wallet/${VENDOR}/nft-transfers`)
    })
    await test.step('the Uniswap V3 pool’s Swap event is named, with signed amounts exact', async () => {
      await openInApp(page, `/eth/tx/${STORY_CASES.uniswapV3Swap}`)
      const swap = page.getByTestId('decoded-log')
      await expect(swap).toContainText('Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1')
      await expect(argument(swap, 'amount1')).toContainText(/^amount1\s*int256\s*-[\d,]+$/)
      // The ERC20 transfers keep their one-line sentence.
      await expect(page.getByTestId('decoded-event')).toHaveCount(2)
    })
    await test.step('an unknown selector keeps the raw view and says it is not decoded', async () => {
      await openInApp(page, `/eth/tx/${STORY_CASES.unknownSelector}`)
      const input = inputData(page)
      await expect(input.getByText('(not a call this explorer decodes)')).toBeVisible()
      await expect(input.getByTestId('decoded-call')).toHaveCount(0)
      await expect(input.getByLabel('Raw input data', { exact: true })).toBeVisible()
    })
    await test.step('a Transfer topic whose data does not fit is left undecoded, and so is cut-short calldata', async () => {
      await openInApp(page, `/eth/tx/${STORY_CASES.transferCollision}`)
      await expect(inputData(page).getByText('transfer(address to, uint256 amount)')).toBeVisible()
      const logs = page.getByRole('region', { name: /^Logs/ })
      await expect(logs.getByRole('listitem', { name: /^Log / })).toHaveCount(2)
      await expect(logs.getByTestId('decoded-event')).toHaveCount(0)
      await expect(logs.getByTestId('decoded-log')).toHaveCount(0)

      await openInApp(page, `/eth/tx/${STORY_CASES.malformedInput}`)
      await expect(inputData(page).getByText('(not a call this explorer decodes)')).toBeVisible()
      await expect(inputData(page).getByTestId('decoded-call')).toHaveCount(0)
    })
    await test.step('an internal call is named by the function it ran', async () => {
      await openInApp(page, '/eth/tx/0x5d7f9b1c3e5a7d9f1b3c5e7a9d1f3b5c7e9a1d3f5b7c9e1a3d5f7b9c1e3a5d7f')
      const table = page.getByRole('table', { name: /Internal transactions/ })
      const reverted = table.getByRole('row').nth(4)
      await expect(reverted.getByRole('cell').nth(3)).toHaveText('owner')
      await expect(reverted.getByTitle('owner()')).toBeVisible()
      await expect(reverted).toContainText('Failed: execution reverted')
    })
  })

  test('a call with a 10,000-element array is shown raw, too large to decode, and the page stays usable', async ({ page }) => {
    await page.goto(`/eth/tx/${STORY_CASES.hugeArray}`)
    const input = inputData(page)
    await expect(input.getByText('(too large to decode here)')).toBeVisible()
    await expect(input.getByTestId('decoded-call')).toHaveCount(0)
    await page.getByLabel('Theme').selectOption('dark')
    await expect(page.locator('html')).toHaveClass(/dark/)
  })

  test('the signature index loads after the transaction has painted, only the shards it needs', async ({ page }) => {
    const order: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.includes('/transaction/')) order.push('transaction')
      else if (/\/assets\/signature-shards-[\w-]+\/[0-9a-f]{2}\.json$/.test(path)) order.push('shard')
    })
    await page.goto(`/eth/tx/${STORY_CASES.safeExecution}`)
    await expect(inputData(page).getByTestId('nested-call')).toBeVisible()
    expect(order[0]).toBe('transaction')
    const shards = order.filter((kind) => kind === 'shard').length
    expect(shards).toBeGreaterThan(0)
    expect(shards).toBeLessThanOrEqual(6)
  })

  test(`decoded calls and events pass axe in light and dark`, async ({ page }) => {
    await page.goto(`/eth/tx/${STORY_CASES.multicall3}`)
    await expect(inputData(page).getByTestId('nested-call')).toHaveCount(3)
    await expectAccessibleInEachTheme(page)
  })

  test('the decoded calls of multicall3, a V3 swap and a Seaport sale fit a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    const stories = [
      { story: 'multicall3', line: 'Called aggregate3 on Multicall3' },
      { story: 'uniswapV3Swap', line: 'Swapped 5,000 USDC for 1.465123456789012345 WETH' },
      { story: 'seaportSale', line: 'Bought NFT 0xbc4c…f13d #8817 for 30 ETH' },
    ] as const
    for (const [index, { story, line }] of stories.entries()) {
      await test.step(story, async () => {
        const path = `/eth/tx/${STORY_CASES[story]}`
        await (index === 0 ? page.goto(path) : openInApp(page, path))
        await expect(page.getByTestId('action-line')).toHaveText(`What happened: ${line}`)
        await expect(inputData(page).getByTestId('decoded-call')).toBeVisible()
        await expectNoHorizontalOverflow(page)
      })
    }
  })
})

test.describe('what a call carries beyond its arguments', () => {
  test('what a call carries beyond its arguments reads as a reader expects, one transaction after another', async ({ page }) => {
    await test.step('bytes a marketplace appended after the arguments are counted and shown raw, the call still named', async () => {
      await page.goto(`/eth/tx/${DECODE_CASES.appendedBytes}`)
      const input = inputData(page)
      await expect(input.getByText('safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)')).toBeVisible()
      await expect(input.getByLabel('4 bytes appended after the arguments', { exact: true })).toHaveText('0x1d4da48b')
    })
    await test.step('a Universal Router plan lists its steps in order, each with its input named', async () => {
      await openInApp(page, `/eth/tx/${STORY_CASES.universalRouterSwap}`)
      const steps = inputData(page).getByRole('list', { name: 'Router steps' }).getByTestId('router-step')
      await expect(steps).toHaveCount(2)
      await expect(steps.nth(0)).toContainText(/^1\.WRAP_ETH/)
      await expect(steps.nth(1)).toContainText(/^2\.V3_SWAP_EXACT_IN/)
      await expect(argument(steps.nth(1), 'amountOutMin')).toContainText('6,800,000,000')
    })
  })

  test('each user operation of an ERC-4337 bundle has its own section: account, outcome and the calls it made; the sections fit 375 px and pass axe in light and dark', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`/eth/tx/${DECODE_CASES.userOperations}`)
    const first = page.getByRole('region', { name: 'User operation 1 of 2' })
    const second = page.getByRole('region', { name: 'User operation 2 of 2' })
    await test.step('at 375 px nothing is wider than the screen', async () => {
      await expect(second).toBeVisible()
      await expectNoHorizontalOverflow(page)
    })
    // One load serves the wide window too: widened as a reader's window is, the page lays itself out again.
    await page.setViewportSize({ width: 1280, height: 720 })
    await test.step('each operation says its account, outcome and calls', async () => {
      await expect(first).toContainText('Succeeded')
      await expect(first.getByRole('list', { name: 'Calls of user operation 1' }).getByTestId('nested-call')).toHaveCount(2)
      await expect(second).toContainText('Failed')
      await expect(second).toContainText('Paid by the account itself')
    })
    await expectAccessibleInEachTheme(page)
  })
})
