/**
 * Direction overrides and isolates (U+202A–U+202E, U+2066–U+2069) let a name display as something it is not
 * ("gnp.exe" shown as "exe.png"); other control characters can hide text. Both are shown as a visible "�".
 */
// eslint-disable-next-line no-control-regex
const HIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g

export function displayText(value: string, maxLength = 500): string {
  const cleaned = value.replace(HIDDEN_CHARACTERS, '\uFFFD')
  return cleaned.length > maxLength ? `${cleaned.slice(0, maxLength)}…` : cleaned
}
