import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 4173)
const outDir = process.env.E2E_DIST ?? 'dist'
// CI runs one production build before the suite (npm test); a developer may let Playwright build.
const build = process.env.E2E_SKIP_BUILD ? '' : `npx vite build --outDir ${outDir} --emptyOutDir && `
// A worker is a Chromium (renderer, GPU and network processes) beside the one preview server they share: two cores
// per worker, so one on the 2-core machines, where two fought over the cores (docs/testing.md). E2E_WORKERS overrides.
const workers = Number(process.env.E2E_WORKERS) || Math.max(1, Math.floor(availableParallelism() / 2))

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  // Sized for a machine three times slower than a quiet one: a test of one page takes 2–5 s there, 15 s on a slow day.
  // Tests that do more set their own.
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test doubles the suite's time on two cores; E2E_TRACE=1 keeps one of each failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `${build}npx vite preview --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Always fixtures here, whatever the shell holds; the live specs start their own servers with a key.
    env: { API_KEY: '' },
  },
})
