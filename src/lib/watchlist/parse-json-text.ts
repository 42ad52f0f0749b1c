/** JSON.parse that answers undefined for text that is not JSON, and null for no text. */
export function parseJsonText(text: string | null): unknown {
  if (text === null) return null
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
