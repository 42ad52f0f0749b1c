import { fixturesReady } from './fixtures-boot'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { holdRequestsUntil } from './api/client'
import { createQueryClient } from './api/query-client'
import { createAppRouter } from './router'
import { applyTheme, readThemeChoice } from './features/shell/theme'
import { applySavedOwnKey } from './features/settings/api-settings'
import './styles.css'

function main(): void {
  applyTheme(readThemeChoice())
  applySavedOwnKey()
  // The page renders at once; only its requests wait for the fixture worker.
  if (fixturesReady) holdRequestsUntil(fixturesReady)
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}

main()
