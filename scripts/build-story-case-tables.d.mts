/** The file the script writes. */
export const CASE_TABLES_FILE: string
/** The text of src/lib/tx-story/stories/case-tables.ts, from the `*.cases.ts` files in `dir`. */
export function renderCaseTables(dir?: string): string
