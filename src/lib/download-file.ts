/**
 * Hands a text to the browser as a file download. CSV files start with a byte order mark, which is how spreadsheet
 * programs tell UTF-8 (token names in any script) from their local code page.
 */
export function downloadTextFile(fileName: string, text: string, type: 'text/csv' | 'application/json'): void {
  const body = type === 'text/csv' ? ['\uFEFF', text] : [text]
  const url = URL.createObjectURL(new Blob(body, { type: `${type};charset=utf-8` }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The download has its own reference to the blob once started; a later tick is soon enough to let go of ours.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
