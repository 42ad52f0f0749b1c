import { renderCorpus } from './corpus-report.mjs'
import { renderLoad } from './load-report.mjs'

// Renders bench/results.json as the Markdown table in bench/RESULTS.md.
export function renderReport(results) {
  const lines = [
    '# Benchmark results',
    '',
    `Recorded by \`npm run bench\` on ${results.date.slice(0, 10)} at commit \`${results.commit}\`, on ${results.machine.cpus} × ${results.machine.cpuModel} with ${results.machine.memoryGb} GB (Node ${results.machine.node}), against the production build on fixtures (served by the deploy's nginx in live mode, its proxy reaching an upstream that answers with the MSW fixtures), ${results.runsPerView} cold runs a view after one discarded warm-up run; each Lighthouse score is the median of ${results.lighthouseRunsPerPreset} runs, the performance scores of all runs in brackets. Budgets are in \`bench/budgets.json\`; the raw numbers in \`bench/results.json\`.`,
    '',
    '| View | First data row, median (min–max) | JS before it (gzip) | JS until idle (gzip) | CSS | Revisit requests | Lighthouse mobile perf / a11y / best practices | Lighthouse desktop |',
    '|---|---|---|---|---|---|---|---|',
  ]
  for (const view of results.views) {
    const lighthouse = (preset) => {
      const scores = view.lighthouse?.[preset]
      return scores ? `${scores.performance} (${scores.performanceRuns.join(', ')}) / ${scores.accessibility} / ${scores.bestPractices}` : 'not run'
    }
    lines.push(
      `| ${view.name} | ${view.firstRowMs.median} ms (${view.firstRowMs.min}–${view.firstRowMs.max}) | ${view.jsGzipKb} KB | ${view.totalJsGzipKb === undefined ? 'not measured' : `${view.totalJsGzipKb} KB`} | ${view.cssGzipKb} KB | ${view.revisitRequests ?? '—'} | ${lighthouse('mobile')} | ${lighthouse('desktop')} |`,
    )
  }
  const totalJs = results.totalJsMeasured
  if (totalJs && totalJs.commit !== results.commit) {
    lines.push(
      '',
      `JS until idle: every script a cold visit downloads until no request has started or ended for 2 s, recorded on ${totalJs.date.slice(0, 10)} at commit \`${totalJs.commit}\` by \`npm run bench -- --only total-js\`; the other columns at \`${results.commit}\`.`,
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
