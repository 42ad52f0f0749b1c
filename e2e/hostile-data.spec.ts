import type { Page } from '@playwright/test'
import { expect, expectNoInjectedScript, requestsSettled, testInWarmContext as test } from './fixtures'
import { FIXTURE_VIEWS, viewNamed, type FixtureView } from '../mocks/fixture-views'
import { turnOnHostileData } from './support/fixture-switches'

// Every view at its example deep link, with every fixture answer rewritten by mocks/hostile-data.ts: markup and
// script in every text field, javascript:/data:/vbscript: in every URL field, 100 KB strings, 200-level metadata.
const VIEWS: FixtureView[] = [
  ...FIXTURE_VIEWS,
  { ...viewNamed('NFT collection'), name: 'NFT collection with prices', path: `${viewNamed('NFT collection').path}?include_prices=true` },
]

/** A piece of every hostile text payload, as it reads when shown as text. */
const HOSTILE_TEXT = /<script>window\.__pwned|<img src=x onerror|<svg\/onload|<iframe srcdoc|<style>body\{display:none\}|<b>bold<\/b>/

const WIDTHS = [375, 1280] as const

/** Attributes that load or navigate to a URL, and the URL schemes that may never appear in them. */
async function unsafeUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes = ['href', 'src', 'srcset', 'srcdoc', 'action', 'formaction', 'poster', 'data', 'xlink:href', 'background']
    const found: string[] = []
    for (const element of document.querySelectorAll('*')) {
      for (const name of attributes) {
        const value = element.getAttribute(name)
        if (value === null) continue
        if (name === 'srcdoc') {
          found.push(`<${element.localName} srcdoc>`)
          continue
        }
        for (const candidate of name === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [value]) {
          let protocol = ''
          try {
            protocol = new URL(candidate.trim(), location.href).protocol
          } catch {
            continue
          }
          if (/^(javascript|data|vbscript):$/i.test(protocol)) found.push(`<${element.localName} ${name}="${candidate.slice(0, 60)}">`)
        }
      }
    }
    return found
  })
}

/** Markup that could only have come from the data: inline handlers, script without src, injected style. */
async function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) if (/^on/i.test(attribute.name)) found.push(`<${element.localName} ${attribute.name}>`)
    }
    for (const script of document.querySelectorAll('script:not([src])')) found.push(`inline <script>: ${script.textContent?.slice(0, 60)}`)
    for (const style of document.querySelectorAll('style')) if (style.textContent?.includes('body{display:none}')) found.push('injected <style>')
    return found
  })
}

async function expectLayoutHolds(page: Page, width: number): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `the page is no wider than ${width} px`).toBeLessThanOrEqual(0)
}

/** Opens every folded section (raw metadata among them) and scrolls to the end, so all there is gets rendered. */
async function revealEverything(page: Page): Promise<void> {
  const folded = page.locator('main details:not([open]) > summary')
  while ((await folded.count()) > 0) await folded.first().click()
  await page.mouse.wheel(0, 100_000)
  // The wheel has moved the page (unless it is too short to scroll); a long list may keep growing below, which is fine.
  await expect.poll(() => page.evaluate(() => window.scrollY > 0 || document.documentElement.scrollHeight <= window.innerHeight)).toBe(true)
  // The rows a list draws for the new scroll position are in the DOM by the second frame after it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await requestsSettled(page)
}

test.describe('hostile data', () => {
  // One load per view, read at each width in turn: the layout follows the window as a phone turned sideways does.
  for (const view of VIEWS) {
    test(`${view.name} shows it as inert, readable text at ${WIDTHS.join(' and ')} px`, async ({ page, dialogs }) => {
      await turnOnHostileData(page)
      const [first, ...others] = WIDTHS
      await page.setViewportSize({ width: first, height: 900 })
      await page.goto(view.path)
      const main = page.locator('main')
      await expect(main.getByText(HOSTILE_TEXT).filter({ visible: true }).first(), 'the hostile text is shown as text').toBeVisible()
      await expect(page.getByText(/Something went wrong|Unexpected response from the data service|Could not load/)).toHaveCount(0)
      expect((await main.innerText()).trim().length).toBeGreaterThan(0)
      await expectLayoutHolds(page, first)

      await revealEverything(page)
      await expectLayoutHolds(page, first)
      for (const width of others) {
        await page.setViewportSize({ width, height: 900 })
        await expect(main.getByText(HOSTILE_TEXT).filter({ visible: true }).first()).toBeVisible()
        await expectLayoutHolds(page, width)
      }
      expect(await unsafeUrls(page)).toEqual([])
      expect(await injectedMarkup(page)).toEqual([])
      await expectNoInjectedScript(page)
      expect(dialogs).toEqual([])
    })
  }
})
