#!/usr/bin/env node
// The load and outage benchmark: the deployment (deploy/run-nginx.sh, live mode, default limits and ceiling) under a
// sustained crowd of readers from distinct loopback addresses, with the provider going down for 30 s in the middle.
// Run on its own with `node bench/load.mjs` or `npm run bench -- --only load`: it records its figures in
// bench/results.json (`load`) and bench/RESULTS.md and exits non-zero when a budget in bench/budgets.json is broken.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startLoadProvider } from './load-provider.mjs'
import { HOT_LISTS, runReaders } from './load-readers.mjs'
import { summarizeLoad, loadBudgetBreaks } from './load-figures.mjs'

const root = new URL('..', import.meta.url).pathname
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 4520)
const ORIGIN = `http://127.0.0.1:${PORT}`
const CEILING = { ratePerSecond: 20, burst: 40 }
export const PLAN = { readers: 2_000, seconds: 70, warmUpSeconds: 10, outageFrom: 20, outageSeconds: 30, thinkMs: [3_000, 7_000], maxRequests: 60_000 }

function log(message) {
  process.stderr.write(`${message}\n`)
}

async function waitForServer(url) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`nginx at ${url} did not start`)
}

/** A runtime directory nginx's workers (www-data under root) can enter, with a one-page build: only /proxy is read. */
function runtimeDirectory() {
  const dir = mkdtempSync(join(tmpdir(), 'chainview-bench-load-'))
  chmodSync(dir, 0o711)
  const dist = join(dir, 'dist')
  mkdirSync(dist, { mode: 0o755 })
  chmodSync(dist, 0o755)
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Chainview</title>', { mode: 0o644 })
  return { dir, dist }
}

export async function measureLoad() {
  const provider = await startLoadProvider({ port: PORT + 1, apiKey: 'bench-load-key' })
  const runtime = runtimeDirectory()
  const nginx = spawn('bash', [join(root, 'deploy/run-nginx.sh')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      API_KEY: 'bench-load-key',
      API_BASE_URL: `${provider.base}/evm`,
      SOLANA_API_BASE_URL: `${provider.base}/solana`,
      RPC_BASE_URL: `${provider.base}/rpc`,
      NGINX_UPSTREAM_RATE: `${CEILING.ratePerSecond}r/s`,
      NGINX_UPSTREAM_BURST: String(CEILING.burst),
      LINK_PREVIEW_BUNDLE: '/nonexistent',
      DIST_DIR: runtime.dist,
      NGINX_LISTEN: `127.0.0.1:${PORT}`,
      NGINX_RUNTIME_DIR: runtime.dir,
    },
  })
  try {
    await waitForServer(ORIGIN)
    const startedAt = Date.now()
    const outage = { from: startedAt + PLAN.outageFrom * 1000, to: startedAt + (PLAN.outageFrom + PLAN.outageSeconds) * 1000 }
    log(`load: ${PLAN.readers} readers for ${PLAN.seconds} s, the provider down from ${PLAN.outageFrom} s for ${PLAN.outageSeconds} s…`)
    const drill = (async () => {
      await new Promise((resolve) => setTimeout(resolve, outage.from - Date.now()))
      outage.from = Date.now()
      await provider.down()
      log('load: provider down')
      await new Promise((resolve) => setTimeout(resolve, outage.to - Date.now()))
      await provider.up()
      outage.to = Date.now()
      log('load: provider back')
    })()
    const answers = await runReaders({
      origin: ORIGIN,
      readers: PLAN.readers,
      endAt: startedAt + PLAN.seconds * 1000,
      thinkMs: PLAN.thinkMs,
      maxRequests: PLAN.maxRequests,
    })
    await drill
    const endedAt = Date.now()
    return summarizeLoad({
      answers,
      arrivals: provider.arrivals,
      keyMissing: provider.keyMissing(),
      startedAt,
      endedAt,
      outage,
      ceiling: CEILING,
      plan: PLAN,
      hotLists: HOT_LISTS,
    })
  } finally {
    process.kill(-nginx.pid, 'SIGTERM')
    await provider.close()
    rmSync(runtime.dir, { recursive: true, force: true })
  }
}

/** Puts the load figures into the recorded results and the report, leaving the views' figures as they were. */
export async function recordLoad(load) {
  const { renderReport } = await import('./report.mjs')
  const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8'))
  const resultsPath = join(root, 'bench/results.json')
  const results = JSON.parse(readFileSync(resultsPath, 'utf8'))
  const broken = loadBudgetBreaks(load, budgets.load)
  load.recorded = { date: new Date().toISOString(), commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim() }
  results.budgets = budgets
  results.load = load
  results.brokenBudgets = [...(results.brokenBudgets ?? []).filter((line) => !line.startsWith('load: ')), ...broken]
  writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`)
  writeFileSync(join(root, 'bench/RESULTS.md'), renderReport(results))
  return broken
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const load = await measureLoad()
  log(JSON.stringify(load, null, 2))
  const broken = await recordLoad(load)
  log('wrote bench/results.json and bench/RESULTS.md')
  if (broken.length > 0) {
    log(`budgets broken:\n  ${broken.join('\n  ')}`)
    process.exitCode = 1
  } else {
    log('every load budget met')
  }
}
