const MAX_PREVIEW_WAIT_MS = 5_000

/**
 * LINK_PREVIEW_WAIT_MS: how long a page may wait for its preview's data, for a slow upstream or a loaded test machine;
 * undefined (render.ts's PREVIEW_WAIT_MS) when unset or not a whole number of milliseconds up to 5 s.
 */
export function readPreviewWait(value: string | undefined): number | undefined {
  const ms = Number(value)
  return value && /^\d+$/.test(value.trim()) && ms <= MAX_PREVIEW_WAIT_MS ? ms : undefined
}
