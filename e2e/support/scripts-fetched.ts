import type { Page } from '@playwright/test'

/** A class name recharts writes into every chart; it survives minification as a string. */
export const RECHARTS_MARKER = 'recharts-surface'

/** Every JavaScript file the page fetched while `visit` ran whose text contains `marker`. */
export async function scriptsContaining(page: Page, marker: string, visit: () => Promise<void>): Promise<string[]> {
  const scripts = new Set<string>()
  const onResponse = (response: { url: () => string }) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.add(response.url())
  }
  page.on('response', onResponse)
  await visit()
  await page.waitForLoadState('networkidle')
  page.off('response', onResponse)
  const found: string[] = []
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text()
    if (body.includes(marker)) found.push(url)
  }
  return found
}

/** Every JavaScript file the page fetched while `visit` ran that contains recharts. */
export const scriptsWithRecharts = (page: Page, visit: () => Promise<void>) => scriptsContaining(page, RECHARTS_MARKER, visit)
