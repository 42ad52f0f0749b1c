// The reader's stored theme, applied before the first paint: a blocking file from this origin, so the
// Content-Security-Policy needs no inline script. src/features/shell/theme.ts keeps the page in step after that.
;(() => {
  let choice = null
  try {
    choice = localStorage.getItem('chainview:theme')
  } catch {
    return
  }
  if (choice !== 'light' && choice !== 'dark') return
  document.documentElement.classList.add(choice)
  const colour = choice === 'dark' ? '#0b1220' : '#f8fafc'
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.setAttribute('content', colour)
})()
