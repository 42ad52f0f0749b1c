/** A value quoted in a message, cut so a pasted page of text does not fill the screen. */
export function shown(value: string, max = 80): string {
  return `“${value.slice(0, max)}${value.length > max ? '…' : ''}”`
}
