import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { holdRequestsUntil } from './api/request-gate'
import { createQueryClient } from './api/query-client'
import { createAppRouter } from './router'
import { getApiConfig } from './config'
import { startFixtures } from './fixtures-boot'
import { applyTheme, readThemeChoice } from './features/shell/theme'
import { applySavedOwnKey } from './lib/api-settings/api-settings'
import { whenIdle } from './lib/when-idle'
import './styles.css'

function main(): void {
  applyTheme(readThemeChoice())
  applySavedOwnKey()
  // The page renders at once; only its requests wait for the fixture worker.
  if (getApiConfig().mode === 'fixtures') {
    holdRequestsUntil(startFixtures)
    whenIdle(() => void startFixtures())
  }
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  // The view's code and its loader's request start now, while React renders the shell, not after that render.
  router.load().catch(console.error)
  const root = createRoot(document.getElementById('root') as HTMLElement)
  // As a transition the first render runs in slices, so the route's chunk and its request are not kept waiting.
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  )
}

// A task of its own: evaluating the modules and starting the app are each about half of what one task would be.
setTimeout(main)
