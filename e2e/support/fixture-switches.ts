import { FAILURE_KEY, type InjectedFailure } from '../../mocks/failure-injection'
import { HOSTILE_DATA_KEY } from '../../mocks/hostile-data'
import type { Page } from '@playwright/test'

/** Every page the test opens from now on fails as the spec says (mocks/failure-injection.ts). */
export async function injectFailureInPage(page: Page, failure: InjectedFailure): Promise<void> {
  await page.addInitScript(([key, spec]) => sessionStorage.setItem(key, spec), [FAILURE_KEY, JSON.stringify(failure)] as const)
}

/** Every fixture answer from now on is hostile data (mocks/hostile-data.ts). */
export async function turnOnHostileData(page: Page): Promise<void> {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), HOSTILE_DATA_KEY)
}
