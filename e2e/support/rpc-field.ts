import type { Page } from '@playwright/test'

/** The decoded value of one field of the node's answer, found by the field's name as a reader finds it. */
export const rpcField = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition')
