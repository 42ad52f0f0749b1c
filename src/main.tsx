import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { holdRequestsUntil } from './api/client'
import { createQueryClient } from './api/query-client'
import { getApiConfig } from './config'
import { createAppRouter } from './router'
import { applyTheme, readThemeChoice } from './features/shell/theme'
import { applySavedOwnKey } from './features/settings/api-settings'
import './styles.css'

async function startFixtures(): Promise<void> {
  // Loaded only on fixtures, so MSW never sits in the bundle that live mode loads.
  const { worker } = await import('../mocks/browser')
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
}

function main(): void {
  applyTheme(readThemeChoice())
  applySavedOwnKey()
  // The page renders at once; only its requests wait for the fixture worker.
  if (getApiConfig().mode === 'fixtures') holdRequestsUntil(startFixtures())
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
