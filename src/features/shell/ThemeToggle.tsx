import { useEffect, useId, useState } from 'react'
import { applyTheme, readThemeChoice, saveThemeChoice, type ThemeChoice } from './theme'

export function ThemeToggle() {
  const id = useId()
  const [choice, setChoice] = useState<ThemeChoice>(readThemeChoice)
  useEffect(() => {
    if (choice !== 'system' || typeof matchMedia !== 'function') return
    const query = matchMedia('(prefers-color-scheme: dark)')
    const follow = () => applyTheme('system')
    query.addEventListener('change', follow)
    return () => query.removeEventListener('change', follow)
  }, [choice])
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted">
        Theme
      </label>
      <select
        id={id}
        value={choice}
        onChange={(event) => {
          const next = event.target.value as ThemeChoice
          setChoice(next)
          saveThemeChoice(next)
        }}
        className="rounded-md border border-line bg-raised px-2 py-1.5 text-sm"
      >
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </div>
  )
}
