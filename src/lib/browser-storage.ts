/** The browser's localStorage, or null where it is disabled (some private modes throw on the mere access). */
export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}
