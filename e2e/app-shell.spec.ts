import type { Page } from '@playwright/test'
import { expect, fixtureWorkerControls, test } from './fixtures'
import { FIXTURE_VIEWS } from '../mocks/fixture-views'

// index.html carries the page's frame, so a reader on a slow link sees Chainview at once rather than a blank page
// while the app's scripts download.

/** Opens a deep link with every script held back, so what shows is index.html's frame alone. */
async function openFrameOnly(page: Page): Promise<void> {
  await page.route(/\/assets\/.+\.js$/, () => {})
  await page.goto(FIXTURE_VIEWS[0]!.path, { waitUntil: 'commit' })
  await expect(page.getByRole('status', { name: 'Loading Chainview' })).toBeVisible()
}

/**
 * Lets the scripts through again, after leaving the frame-only page: otherwise its held-back app would start once
 * released and register the fixtures' service worker behind the next page.
 */
async function releaseScripts(page: Page): Promise<void> {
  await page.goto('about:blank')
  await page.unrouteAll()
}

test('the header and a loading frame show before any script has arrived', async ({ page }) => {
  await openFrameOnly(page)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Chainview' })).toBeVisible()
})

test('the app takes the frame’s place: one header, then the view', async ({ page }) => {
  const view = FIXTURE_VIEWS[0]!
  await page.goto(view.path)
  await expect(page.getByText(view.shows).first()).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(1)
  await expect(page.getByRole('main')).toHaveCount(1)
  await expect(page.getByRole('status', { name: 'Loading Chainview' })).toHaveCount(0)
  await expect(page.getByRole('combobox', { name: /^Search/ })).toBeVisible()
})

// The frame restates the header's markup in index.html; if the two drift apart, the page jumps as the app takes over.
for (const width of [375, 1280]) {
  test(`at ${width} px the frame’s header is as tall as the app’s, so nothing below it moves`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await openFrameOnly(page)
    const frameHeight = (await page.getByRole('banner').boundingBox())!.height
    await releaseScripts(page)
    await page.goto(FIXTURE_VIEWS[0]!.path)
    await expect(page.getByRole('combobox', { name: /^Search/ })).toBeVisible()
    expect((await page.getByRole('banner').boundingBox())!.height).toBe(frameHeight)
  })
}

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
const LIGHT_SURFACE = 'rgb(248, 250, 252)'
const DARK_SURFACE = 'rgb(11, 18, 32)'
const themeColors = (page: Page) => page.locator('meta[name="theme-color"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')))

test('on a dark system the frame is dark before any script has run, and the theme choice still wins once it has', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await openFrameOnly(page)
  expect(await backgroundOf(page)).toBe(DARK_SURFACE)

  await releaseScripts(page)
  await page.goto('/')
  await expect(page.getByRole('combobox', { name: /^Search/ })).toBeVisible()
  expect(await backgroundOf(page)).toBe(DARK_SURFACE)
  await page.getByLabel('Theme').selectOption('light')
  await expect.poll(() => backgroundOf(page)).toBe(LIGHT_SURFACE)
  await fixtureWorkerControls(page)
  await page.reload()
  await expect(page.getByRole('combobox', { name: /^Search/ })).toBeVisible()
  expect(await backgroundOf(page)).toBe(LIGHT_SURFACE)
})

test('on a light system the frame is light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await openFrameOnly(page)
  expect(await backgroundOf(page)).toBe(LIGHT_SURFACE)
})

// A reader's choice against the system's scheme holds from the first paint, before the app's script has arrived.
for (const { system, chosen, surface, color } of [
  { system: 'light', chosen: 'dark', surface: DARK_SURFACE, color: '#0b1220' },
  { system: 'dark', chosen: 'light', surface: LIGHT_SURFACE, color: '#f8fafc' },
] as const) {
  test(`on a ${system} system a reader who chose ${chosen} sees ${chosen} from the first paint, and the browser's theme colour follows`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: system })
    await page.addInitScript((theme) => localStorage.setItem('chainview:theme', theme), chosen)
    await openFrameOnly(page)
    expect(await backgroundOf(page)).toBe(surface)
    expect(await themeColors(page)).toEqual([color, color])
    await page.screenshot({ path: test.info().outputPath(`first-paint-${system}-system-${chosen}-chosen.png`) })

    await releaseScripts(page)
    await page.goto('/')
    await expect(page.getByRole('combobox', { name: /^Search/ })).toBeVisible()
    expect(await backgroundOf(page)).toBe(surface)
    await page.getByLabel('Theme').selectOption('system')
    await expect.poll(() => backgroundOf(page)).toBe(system === 'dark' ? DARK_SURFACE : LIGHT_SURFACE)
    expect(await themeColors(page)).toEqual(['#f8fafc', '#0b1220'])
  })
}
