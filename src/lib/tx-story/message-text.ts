/**
 * Input that is UTF-8 text people can read, not a call the index decoded. Printable characters and whitespace
 * only; a selector-sized prefix of binary does not read as text, and four bytes alone are a call with no arguments.
 */
export function messageText(input: string | null): string | null {
  if (!input || !/^0x(?:[0-9a-fA-F]{2}){5,}$/.test(input)) return null
  const bytes = new Uint8Array((input.length - 2) / 2)
  for (let index = 0; index < bytes.length; index++) bytes[index] = Number.parseInt(input.slice(2 + index * 2, 4 + index * 2), 16)
  let decoded: string
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/.test(decoded)) return null
  const words = decoded.replace(/\s+/g, ' ').trim()
  return /\p{L}{2}/u.test(words) ? words : null
}
