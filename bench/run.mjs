#!/usr/bin/env node
// Chainview benchmark: builds the app, serves the production build on fixtures, and measures every view in
// headless Chromium. Writes bench/results.json and exits non-zero when a budget in bench/budgets.json is broken.
//
// The build runs as it is deployed: behind Debian's nginx with deploy/nginx (deploy/run-nginx.sh), in live mode, and
// the upstream its proxy reaches answers from the same MSW handlers and fixtures the app uses in the browser on
// fixtures. So the page loads what a user's page loads, from the server users get it from, and not the in-browser
// fixture worker (MSW's service worker and the fixtures, 177 KB), whose start-up belongs to the dev and test harness.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir, cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import lighthouse, { desktopConfig } from 'lighthouse'
import { VIEWS, LONG_LIST } from './views.mjs'
import { startFixtureUpstream } from './fixture-upstream.mjs'
import { measureLinkPreview } from './link-preview.mjs'
import { measureSharedCache } from './shared-cache.mjs'
import { measureTotalJs, totalJsBudgetProblems, totalJsPaths, TOTAL_JS_SIZES } from './total-js.mjs'
import { renderReport } from './report.mjs'
import { measureLoad, recordLoad } from './load.mjs'
import { measureCorpus } from './corpus.mjs'
import { recordCorpus } from './corpus-report.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.mjs'

const root = new URL('..', import.meta.url).pathname
const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8'))
const args = new Set(process.argv.slice(2))
const RUNS = Number(process.env.BENCH_RUNS ?? 9)
// Lighthouse's own guidance for its run-to-run swing (about ±3 points here): judge the median of several runs.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const PORT = Number(process.env.BENCH_PORT ?? 4300)
const UPSTREAM_PORT = PORT + 1
const ORIGIN = `http://127.0.0.1:${PORT}`
// The machine has no internet: names other than loopback fail at once rather than waiting on DNS, so a fixture's
// made-up image host costs what a failed image costs, not a resolver timeout that keeps the page busy.
const BENCH_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']
const DIST = join(root, 'dist')
const ONLY = process.env.BENCH_VIEWS?.split(',')
// `--only total-js` measures just the JS each visit downloads until idle: a minute, not the hour of a full run.
// `--only corpus` runs the shared corpus of real transactions through the pipeline in Node: no build, no browser.
const MEASUREMENTS = ['total-js', 'load', 'corpus']
const ONLY_MEASUREMENT = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null
if (ONLY_MEASUREMENT !== null && !MEASUREMENTS.includes(ONLY_MEASUREMENT)) throw new Error(`--only takes one of: ${MEASUREMENTS.join(', ')}`)
const TOTAL_JS_RUNS = 2

function log(message) {
  process.stderr.write(`${message}\n`)
}

async function waitForServer(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server at ${url} did not start`)
}

const gzipCache = new Map()
function gzippedSize(pathname) {
  if (!gzipCache.has(pathname)) {
    const file = join(DIST, pathname.replace(/^\//, ''))
    gzipCache.set(pathname, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0)
  }
  return gzipCache.get(pathname)
}

const FIRST_ROW_MESSAGE = 'chainview-bench: first row'

// The page reports its own first row on the console. Waiting with `page.waitForFunction` would load Playwright's
// injected script into the page and poll it every frame, on the same main thread as the load being timed.
function firstRowObserver(selector) {
  return `(() => {
    const mark = () => {
      if (window.__firstRowAt || !document.querySelector(${JSON.stringify(selector)})) return
      window.__firstRowAt = performance.now()
      console.debug(${JSON.stringify(FIRST_ROW_MESSAGE)})
    }
    new MutationObserver(mark).observe(document, { childList: true, subtree: true, attributes: true })
  })()`
}

async function measureColdLoad(browser, view) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(firstRowObserver(view.ready))
  const firstRow = page.waitForEvent('console', { predicate: (message) => message.text() === FIRST_ROW_MESSAGE, timeout: 30_000 })
  await page.goto(`${ORIGIN}${view.path}`, { waitUntil: 'commit' })
  await firstRow
  const { firstRowAt, resources } = await page.evaluate(() => ({
    firstRowAt: window.__firstRowAt,
    resources: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime })),
  }))
  const before = resources.filter((resource) => resource.start <= firstRowAt).map((resource) => new URL(resource.name))
  const local = before.filter((url) => url.origin === ORIGIN && /\.(js|css)$/.test(url.pathname))
  const sum = (urls) => urls.reduce((total, url) => total + gzippedSize(url.pathname), 0)
  // The entry's own scripts count even if the page had them before timing began.
  const entryHtml = await (await fetch(`${ORIGIN}/`)).text()
  const entryScripts = [...entryHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => new URL(match[1], ORIGIN))
  const js = [...new Map([...local.filter((url) => url.pathname.endsWith('.js')), ...entryScripts].map((url) => [url.pathname, url])).values()]
  const css = local.filter((url) => url.pathname.endsWith('.css'))

  // A revisit within the cache time, in the same tab: the app navigates away and back.
  const revisit = await measureRevisit(page, view)
  await context.close()
  return { firstRowMs: firstRowAt, jsGzip: sum(js), cssGzip: sum(css), revisitRequests: revisit }
}

async function measureRevisit(page, view) {
  if (view.hasData === false) return null
  const requests = []
  const onRequest = (request) => {
    if (new URL(request.url()).pathname.startsWith('/proxy/')) requests.push(request.url())
  }
  // The view first finishes what it loads after its first row (the pages that fill the window): a revisit is about
  // data already shown, not a load cut short.
  await dataSettled(page)
  await page.locator('header a[href="/"]').first().click()
  await page.waitForURL(`${ORIGIN}/`)
  page.on('request', onRequest)
  await page.goBack()
  await page.waitForSelector(view.ready)
  await page.waitForTimeout(500)
  page.off('request', onRequest)
  return requests.length
}

/**
 * Waits until the page's data answers stop arriving for a second. Playwright's own `networkidle` never comes on a
 * deep link through nginx: the app's first request is answered by the head's preload, which Playwright counts as
 * never finished.
 */
async function dataSettled(page) {
  const answered = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/proxy/')).length)
  let last = -1
  for (let unchanged = 0; unchanged < 4;) {
    const now = await answered()
    unchanged = now === last ? unchanged + 1 : 0
    last = now
    await page.waitForTimeout(250)
  }
}

const kilobytes = (bytes) => Math.round(bytes / 102.4) / 10

/**
 * A view's total JS at each window size: the larger of two cold visits of each of its paths (a chunk that only some
 * visits load still counts), and the heaviest path. `totalJsGzipKb` is the largest figure over the sizes.
 */
async function totalJs(browser, view) {
  const bySize = {}
  const heaviest = {}
  for (const size of TOTAL_JS_SIZES) {
    let largest = { gzipBytes: -1 }
    for (const path of totalJsPaths(view)) {
      const runs = []
      for (let run = 0; run < TOTAL_JS_RUNS; run += 1) runs.push(await measureTotalJs(browser, ORIGIN, { path, ready: view.ready, size }, gzippedSize))
      const sizes = runs.map((run) => run.gzipBytes)
      if (new Set(sizes).size > 1) log(`${view.name} ${path} at ${size.name}: visits downloaded different JS (${sizes.map(kilobytes).join(' KB, ')} KB)`)
      if (process.env.BENCH_LIST_SCRIPTS) log(`${view.name} ${path} at ${size.name}: ${[...new Set(runs.flatMap((run) => run.scripts))].join(' ')}`)
      const visit = runs.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a))
      if (visit.gzipBytes > largest.gzipBytes) largest = { ...visit, path }
    }
    bySize[size.name] = kilobytes(largest.gzipBytes)
    heaviest[size.name] = largest.path
  }
  const entry = { totalJsGzipKb: Math.max(...Object.values(bySize)), totalJsBySize: bySize }
  if (totalJsPaths(view).length > 1) entry.totalJsHeaviestPath = heaviest
  return entry
}

/** `--only total-js`: with every view measured, the numbers go into the recorded results beside the last full run's. */
async function recordTotalJsOnly(browser) {
  const measured = []
  for (const view of VIEWS.filter((candidate) => !ONLY || ONLY.includes(candidate.name))) {
    log(`measuring ${view.name}…`)
    measured.push({ name: view.name, ...(await totalJs(browser, view)) })
  }
  log(
    measured
      .map(
        ({ name, totalJsBySize }) =>
          `${name.padEnd(16)} ${Object.entries(totalJsBySize)
            .map(([size, kb]) => `${size} ${kb} KB`)
            .join('  ')}`,
      )
      .join('\n'),
  )
  const broken = totalJsBudgetProblems(measured, budgets)
  if (!ONLY) {
    const resultsPath = join(root, 'bench/results.json')
    const results = JSON.parse(readFileSync(resultsPath, 'utf8'))
    for (const view of results.views) {
      const figures = measured.find((entry) => entry.name === view.name)
      view.totalJsGzipKb = figures?.totalJsGzipKb
      view.totalJsBySize = figures?.totalJsBySize
      view.totalJsHeaviestPath = figures?.totalJsHeaviestPath
    }
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()
    results.totalJsMeasured = { date: new Date().toISOString(), commit }
    results.budgets = budgets
    results.brokenBudgets = checkBudgets(results)
    writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`)
    writeFileSync(join(root, 'bench/RESULTS.md'), renderReport(results))
    log('wrote the total JS into bench/results.json and bench/RESULTS.md')
  }
  return broken
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function measureLongList(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${ORIGIN}${LONG_LIST.path}`)
  await page.waitForSelector(LONG_LIST.ready)
  const end = page.getByText(LONG_LIST.endText)
  const loadStart = Date.now()
  while (!(await end.isVisible()) && Date.now() - loadStart < 180_000) {
    await page.keyboard.press('End')
    await page.waitForTimeout(100)
  }
  if (!(await end.isVisible())) throw new Error('the long list did not load to its end')
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(300)
  await page.evaluate(() => {
    window.__longTasks = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration)
    }).observe({ type: 'longtask', buffered: false })
  })
  // Scroll top to bottom in steps a reader's wheel would take.
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 600) {
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(16)
  }
  await page.waitForTimeout(500)
  const session = await context.newCDPSession(page)
  await session.send('HeapProfiler.collectGarbage')
  const { usedSize } = await session.send('Runtime.getHeapUsage')
  const result = await page.evaluate(() => ({
    domRows: document.querySelectorAll('tbody tr[data-index]').length,
    longestTaskMs: Math.max(0, ...window.__longTasks),
    longTasks: window.__longTasks.length,
  }))
  await context.close()
  return { rowsLoaded: LONG_LIST.rows, ...result, jsHeapMb: Math.round((usedSize / 1024 / 1024) * 10) / 10 }
}

/** Each category's median over LIGHTHOUSE_RUNS runs, and every run's performance score to show the spread. */
async function lighthouseScores(url, preset) {
  const runs = []
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await runLighthouse(url, preset))
  return {
    performance: median(runs.map((scores) => scores.performance)),
    accessibility: median(runs.map((scores) => scores.accessibility)),
    bestPractices: median(runs.map((scores) => scores.bestPractices)),
    performanceRuns: runs.map((scores) => scores.performance),
  }
}

async function runLighthouse(url, preset) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'cv-lh-'))
  const port = 9300 + Math.floor(Math.random() * 500)
  const chrome = spawn(
    CHROMIUM_PATH,
    [...BENCH_CHROMIUM_ARGS, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${userDataDir}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  )
  try {
    await waitForServer(`http://127.0.0.1:${port}/json/version`, 20_000)
    const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] }
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined)
    const categories = result.lhr.categories
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
    }
  } finally {
    const exited = new Promise((resolve) => chrome.once('exit', resolve))
    process.kill(-chrome.pid, 'SIGKILL')
    await exited
    // Chromium's helpers may still be letting go of the profile; a leftover temp folder is harmless.
    try {
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
    } catch {
      log(`could not remove ${userDataDir}`)
    }
  }
}

function checkBudgets(results) {
  const broken = totalJsBudgetProblems(results.views, budgets)
  for (const view of results.views) {
    const limit = view.name === 'home' ? budgets.homeJsGzipKb : budgets.viewJsGzipKb
    if (view.jsGzipKb > limit) broken.push(`${view.name}: ${view.jsGzipKb} KB of JS before the first data row (budget ${limit} KB)`)
    if (view.firstRowMs.median > budgets.firstRowMedianMs)
      broken.push(`${view.name}: first data row at ${view.firstRowMs.median} ms median (budget ${budgets.firstRowMedianMs} ms)`)
    if (view.revisitRequests !== null && view.revisitRequests > 0) broken.push(`${view.name}: a revisit made ${view.revisitRequests} requests (budget 0)`)
    for (const [preset, scores] of Object.entries(view.lighthouse ?? {})) {
      if (scores.performance < budgets.lighthouse.performance)
        broken.push(`${view.name} (${preset}): Lighthouse performance ${scores.performance} < ${budgets.lighthouse.performance}`)
      if (scores.accessibility < budgets.lighthouse.accessibility)
        broken.push(`${view.name} (${preset}): Lighthouse accessibility ${scores.accessibility} < ${budgets.lighthouse.accessibility}`)
      if (scores.bestPractices < budgets.lighthouse.bestPractices)
        broken.push(`${view.name} (${preset}): Lighthouse best practices ${scores.bestPractices} < ${budgets.lighthouse.bestPractices}`)
    }
  }
  const cache = results.sharedCache
  if (cache && cache.crowdUpstreamRequests > budgets.sharedCache.crowdUpstreamRequests) {
    broken.push(
      `a crowd of ${cache.crowdVisitors} on one link cost ${cache.crowdUpstreamRequests} upstream requests (budget ${budgets.sharedCache.crowdUpstreamRequests})`,
    )
  }
  const preview = results.linkPreview
  if (preview && preview.addedMs > budgets.linkPreview.addedMedianMs) {
    broken.push(`link previews added ${preview.addedMs} ms to a deep link's HTML (budget ${budgets.linkPreview.addedMedianMs} ms)`)
  }
  const list = results.longList
  if (!list) return broken
  if (list.domRows > budgets.longList.maxDomRows) broken.push(`long list: ${list.domRows} rows in the DOM (budget ${budgets.longList.maxDomRows})`)
  if (list.longestTaskMs > budgets.longList.maxTaskMs)
    broken.push(`long list: a ${list.longestTaskMs} ms task while scrolling (budget ${budgets.longList.maxTaskMs} ms)`)
  return broken
}

/** `npm run bench -- --only load`: the load and outage run alone, recorded beside the views' last figures. */
async function loadOnly() {
  const broken = await recordLoad(await measureLoad())
  log('wrote the load figures to bench/results.json and bench/RESULTS.md')
  if (broken.length > 0) {
    log(`budgets broken:\n  ${broken.join('\n  ')}`)
    process.exitCode = 1
  } else {
    log('every load budget met')
  }
}

async function main() {
  if (!args.has('--no-build')) {
    log('building…')
    // A production build whatever this process's modules set NODE_ENV to (Vite's dev server, which the bench's
    // fixture modules load through, sets it to development; React's development build is then what gets measured).
    execFileSync('npm', ['run', 'build'], { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'inherit'] })
  }
  const fixtureUpstream = await startFixtureUpstream({ root, port: UPSTREAM_PORT })
  const upstream = `http://127.0.0.1:${UPSTREAM_PORT}/proxy`
  // Any key turns live mode on; this one appears in no fixture, so the proxy's redaction of it changes no answer.
  // Sourcify is the fixtures' stand-in too: without it nginx would wait on a name this machine cannot resolve.
  const liveEnv = {
    API_KEY: 'bench-key',
    API_BASE_URL: `${upstream}/evm`,
    SOLANA_API_BASE_URL: `${upstream}/solana`,
    RPC_BASE_URL: `${upstream}/rpc`,
    SOURCIFY_BASE_URL: `${upstream}/sourcify`,
  }
  // A fresh runtime directory: nginx's cache lives there, and every run starts with it empty.
  const runtimeDir = mkdtempSync(join(tmpdir(), 'chainview-bench-nginx-'))
  // Every request of the benchmark (cold loads, Lighthouse, the long list, the crowd) comes from this one address in
  // minutes: it measures the app and the cache, not the per-client limit or the owner's ceiling, which the e2e tests and
  // the load run (bench/load.mjs, its own nginx with the defaults) check.
  const nginxEnv = {
    NGINX_RATE_BURST: '100000',
    NGINX_RATE_LIMIT: '100000r/s',
    NGINX_UPSTREAM_BURST: '100000',
    NGINX_UPSTREAM_RATE: '100000r/s',
    SOURCIFY_BURST: '100000',
    SOURCIFY_RATE: '100000r/s',
    DIST_DIR: DIST,
    NGINX_LISTEN: `127.0.0.1:${PORT}`,
    NGINX_RUNTIME_DIR: runtimeDir,
  }
  const server = spawn('bash', [join(root, 'deploy/run-nginx.sh')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, ...liveEnv, ...nginxEnv },
  })
  try {
    await waitForServer(ORIGIN)
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BENCH_CHROMIUM_ARGS })
    if (ONLY_MEASUREMENT === 'total-js') {
      const broken = await recordTotalJsOnly(browser)
      await browser.close()
      if (broken.length > 0) {
        log(`budgets broken:\n  ${broken.join('\n  ')}`)
        process.exitCode = 1
      } else log('every total-JS budget met')
      return
    }
    const views = []
    for (const view of VIEWS.filter((candidate) => !ONLY || ONLY.includes(candidate.name))) {
      log(`measuring ${view.name}…`)
      const runs = []
      // One discarded run first: it pays for the renderer process and the OS file cache, not for the app.
      await measureColdLoad(browser, view)
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureColdLoad(browser, view))
      const times = runs.map((run) => Math.round(run.firstRowMs))
      const entry = {
        name: view.name,
        path: view.path,
        firstRowMs: { median: median(times), min: Math.min(...times), max: Math.max(...times), runs: times },
        jsGzipKb: Math.round(runs[0].jsGzip / 102.4) / 10,
        cssGzipKb: Math.round(runs[0].cssGzip / 102.4) / 10,
        revisitRequests: runs[0].revisitRequests,
        ...(await totalJs(browser, view)),
      }
      if (!args.has('--no-lighthouse')) {
        entry.lighthouse = {
          mobile: await lighthouseScores(`${ORIGIN}${view.path}`, 'mobile'),
          desktop: await lighthouseScores(`${ORIGIN}${view.path}`, 'desktop'),
        }
      }
      views.push(entry)
    }
    log('measuring the long list…')
    const longList = !ONLY || ONLY.includes('long-list') ? await measureLongList(browser) : null
    await browser.close()
    log('measuring the shared cache…')
    const sharedCache = !ONLY || ONLY.includes('shared-cache') ? await measureSharedCache(ORIGIN, fixtureUpstream.count) : null
    log('measuring the link previews…')
    const linkPreview = !ONLY || ONLY.includes('link-preview') ? await measureLinkPreview(ORIGIN) : null
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()
    const results = {
      date: new Date().toISOString(),
      commit,
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(totalmem() / 1024 ** 3), node: process.version },
      runsPerView: RUNS,
      lighthouseRunsPerPreset: LIGHTHOUSE_RUNS,
      budgets,
      views,
      longList,
      sharedCache,
      linkPreview,
    }
    const broken = checkBudgets(results)
    results.brokenBudgets = broken
    if (ONLY) {
      // A partial run is for working on a budget; only a full run is recorded.
      log(JSON.stringify({ views: results.views.map(({ name, firstRowMs }) => ({ name, firstRowMs })), longList, sharedCache, linkPreview }, null, 2))
    } else {
      writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`)
      writeFileSync(join(root, 'bench/RESULTS.md'), renderReport(results))
      log('wrote bench/results.json and bench/RESULTS.md')
      log('measuring load and an outage…')
      broken.push(...(await recordLoad(await measureLoad())))
      // The report above is written afresh: the shared corpus's section goes back in, measured at the same code.
      const corpus = await measureCorpus({ root })
      if (!corpus.missing) await recordCorpus(root, corpus)
    }
    if (broken.length > 0) {
      log(`budgets broken:\n  ${broken.join('\n  ')}`)
      process.exitCode = 1
    } else {
      log('every budget met')
    }
  } finally {
    process.kill(-server.pid, 'SIGTERM')
    await fixtureUpstream.close()
    rmSync(runtimeDir, { recursive: true, force: true })
  }
}

/** `npm run bench -- --only corpus`: the shared corpus through the decoding and story pipeline, recorded beside the views. */
async function corpusOnly() {
  const corpus = await measureCorpus({ root })
  if (corpus.missing) {
    log(`The shared corpus is not here (${corpus.missing}): it lives in ../shared beside the project's checkout. Nothing measured.`)
    process.exitCode = 1
    return
  }
  await recordCorpus(root, corpus)
  for (const [name, summary] of Object.entries(corpus.summary))
    log(`${name}: top-level call named for ${summary.callNamed} of ${summary.callingAContract}; ${summary.logsDecoded} of ${summary.logs} logs decoded`)
  log('wrote bench/RESULTS.md, bench/results.json and bench/corpus-results.json')
}

if (args.has('--only') && args.has('load')) await loadOnly()
else if (args.has('--only') && args.has('corpus')) await corpusOnly()
else await main()
