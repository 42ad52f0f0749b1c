// Renders bench/results.json as the Markdown table in bench/RESULTS.md.
export function renderReport(results) {
  const lines = [
    '# Benchmark results',
    '',
    `Recorded by \`npm run bench\` on ${results.date.slice(0, 10)} at commit \`${results.commit}\`, on ${results.machine.cpus} × ${results.machine.cpuModel} with ${results.machine.memoryGb} GB (Node ${results.machine.node}), against the production build on fixtures, ${results.runsPerView} cold runs a view. Budgets are in \`bench/budgets.json\`; the raw numbers in \`bench/results.json\`.`,
    '',
    '"App JS" is the gzipped JS the app itself loads before its first data row; "fixture harness" is MSW, the fixtures and the schemas they share, which only fixture mode loads (live mode never does).',
    '',
    '| View | First data row, median (min–max) | App JS | Fixture harness JS | CSS | Revisit requests | Lighthouse mobile perf / a11y / best practices | Lighthouse desktop |',
    '|---|---|---|---|---|---|---|---|',
  ]
  for (const view of results.views) {
    const lighthouse = (preset) => (view.lighthouse ? Object.values(view.lighthouse[preset]).join(' / ') : 'not run')
    lines.push(
      `| ${view.name} | ${view.firstRowMs.median} ms (${view.firstRowMs.min}–${view.firstRowMs.max}) | ${view.appJsGzipKb} KB | ${view.fixtureHarnessJsGzipKb} KB | ${view.cssGzipKb} KB | ${view.revisitRequests ?? '—'} | ${lighthouse('mobile')} | ${lighthouse('desktop')} |`,
    )
  }
  const list = results.longList
  lines.push('', `Long list: ${list.rowsLoaded.toLocaleString('en-US')} transfers loaded, ${list.domRows} rows in the DOM, ${list.jsHeapMb} MB JS heap, longest task while scrolling top to bottom ${list.longestTaskMs} ms (${list.longTasks} tasks over 50 ms).`, '')
  lines.push(results.brokenBudgets.length === 0 ? 'Every budget was met.' : `Budgets broken:\n\n${results.brokenBudgets.map((line) => `- ${line}`).join('\n')}`, '')
  return lines.join('\n')
}
