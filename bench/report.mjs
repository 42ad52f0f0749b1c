import { renderCorpus } from './corpus-report.mjs'
import { renderLoad } from './load-report.mjs'
import { TOTAL_JS_SIZES, totalJsLimit, totalJsPaths } from './total-js.mjs'
import { VIEWS } from './views.mjs'

const TRANSACTION_PATHS = totalJsPaths(VIEWS.find((view) => view.name === 'transaction')).length

// Renders bench/results.json as the Markdown table in bench/RESULTS.md.
export function renderReport(results) {
  const lines = [
    '# Benchmark results',
    '',
    `Recorded by \`npm run bench\` on ${results.date.slice(0, 10)} at commit \`${results.commit}\`, on ${results.machine.cpus} × ${results.machine.cpuModel} with ${results.machine.memoryGb} GB (Node ${results.machine.node}), against the production build on fixtures (served by the deploy's nginx in live mode, its proxy reaching an upstream that answers with the MSW fixtures), ${results.runsPerView} cold runs a view after one discarded warm-up run; each Lighthouse score is the median of ${results.lighthouseRunsPerPreset} runs, the performance scores of all runs in brackets. Budgets are in \`bench/budgets.json\`; the raw numbers in \`bench/results.json\`.`,
    '',
    `| View | First data row, median (min–max) | JS before it (gzip) | ${TOTAL_JS_SIZES.map((size) => `JS until idle, ${size.width}×${size.height}`).join(' | ')} | CSS | Revisit requests | Lighthouse mobile perf / a11y / best practices | Lighthouse desktop |`,
    `|---|---|---|${TOTAL_JS_SIZES.map(() => '---').join('|')}|---|---|---|---|`,
  ]
  for (const view of results.views) {
    const lighthouse = (preset) => {
      const scores = view.lighthouse?.[preset]
      return scores ? `${scores.performance} (${scores.performanceRuns.join(', ')}) / ${scores.accessibility} / ${scores.bestPractices}` : 'not run'
    }
    const totalJs = TOTAL_JS_SIZES.map((size) => {
      const kb = view.totalJsBySize?.[size.name]
      if (kb === undefined) return 'not measured'
      const limit = totalJsLimit(results.budgets.totalJsGzipKb?.[view.name], size.name)
      return limit === null ? `${kb} KB (no budget)` : `${kb} KB`
    })
    lines.push(
      `| ${view.name} | ${view.firstRowMs.median} ms (${view.firstRowMs.min}–${view.firstRowMs.max}) | ${view.jsGzipKb} KB | ${totalJs.join(' | ')} | ${view.cssGzipKb} KB | ${view.revisitRequests ?? '—'} | ${lighthouse('mobile')} | ${lighthouse('desktop')} |`,
    )
  }
  const measured = results.totalJsMeasured
  lines.push(
    '',
    `JS until idle: every script a cold visit downloads until no request has started or ended for 2 s, in a window of each size, nothing in the page patched; the larger of two visits, and for the transaction view the heaviest of ${TRANSACTION_PATHS} transactions. A view's largest figure over the sizes its budget holds at counts against it; the board's budget leaves out 1920×1080, where its chart is within reach of the first screen.`,
  )
  if (measured && measured.commit !== results.commit) {
    lines.push(
      '',
      `JS until idle recorded on ${measured.date.slice(0, 10)} at commit \`${measured.commit}\` by \`npm run bench -- --only total-js\`; the other columns at \`${results.commit}\`.`,
    )
  }
  const list = results.longList
  const scrolling =
    list.longTasks === 0
      ? 'no task over 50 ms while scrolling top to bottom'
      : `longest task while scrolling top to bottom ${list.longestTaskMs} ms (${list.longTasks} over 50 ms)`
  lines.push(
    '',
    `Long list: ${list.rowsLoaded.toLocaleString('en-US')} transfers loaded, ${list.domRows} rows in the DOM, ${list.jsHeapMb} MB JS heap, ${scrolling}.`,
    '',
  )
  const cache = results.sharedCache
  if (cache) {
    lines.push(
      `Shared cache (nginx): ${cache.crowdVisitors} concurrent visitors of one link cost ${cache.crowdUpstreamRequests} upstream request (${cache.crowdAnswered} answered); a cached answer took ${cache.hitMs} ms against ${cache.missMs} ms fetched upstream (median of ${cache.samples}, ratio ${cache.hitToMissRatio}).`,
      '',
    )
  }
  const preview = results.linkPreview
  if (preview) {
    lines.push(
      `Link previews (nginx, data in the shared cache): \`${preview.path}\` as "${preview.title}" took ${preview.pageMs} ms against ${preview.plainMs} ms for the plain index.html (median of ${preview.samples}): ${preview.addedMs} ms added.`,
      '',
    )
  }
  if (results.load) lines.push(...renderLoad(results.load), '')
  if (results.corpus) lines.push(...renderCorpus(results.corpus), '')
  lines.push(
    results.brokenBudgets.length === 0 ? 'Every budget was met.' : `Budgets broken:\n\n${results.brokenBudgets.map((line) => `- ${line}`).join('\n')}`,
    '',
  )
  return lines.join('\n')
}
