export const REDACTED = '[redacted]'

/** Replaces every form in which a secret can appear in a body, a header or a log line: raw, URL-encoded and JSON-escaped. */
export function redactSecret(text: string, secret: string | null): string {
  if (!secret) return text
  const forms = new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1), secret.replaceAll('/', '\\/')])
  let redacted = text
  for (const form of forms) redacted = redacted.split(form).join(REDACTED)
  return redacted
}
