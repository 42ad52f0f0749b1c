export type ThemeChoice = 'light' | 'dark' | 'system'

// public/theme.js reads the same key and uses the same colours before the app's script has arrived.
const STORAGE_KEY = 'chainview:theme'
const THEME_COLOR = { light: '#f8fafc', dark: '#0b1220' } as const

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    return stored === 'light' || stored === 'dark' ? stored : 'system'
  } catch {
    return 'system'
  }
}

function prefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches
}

/** index.html has one theme-color per system scheme; a chosen theme gives both its colour. */
function applyThemeColor(choice: ThemeChoice): void {
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const scheme = choice !== 'system' ? choice : meta.media.includes('dark') ? 'dark' : 'light'
    meta.content = THEME_COLOR[scheme]
  }
}

export function applyTheme(choice: ThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && prefersDark())
  document.documentElement.classList.toggle('dark', dark)
  document.documentElement.classList.toggle('light', !dark)
  applyThemeColor(choice)
}

export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(STORAGE_KEY)
    else localStorage.setItem(STORAGE_KEY, choice)
  } catch {
    // Storage may be blocked; the choice then lasts for this page only.
  }
  applyTheme(choice)
}
