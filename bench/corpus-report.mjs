// The corpus run's lines in bench/RESULTS.md, and how it is recorded beside the other figures.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const percent = (part, whole) => (whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)}%`)

export function renderCorpus(corpus) {
  const { summary, recorded } = corpus
  return [
    '## Real transactions (the shared corpus)',
    '',
    `Recorded on ${recorded.date.slice(0, 10)} at commit \`${recorded.commit}\` by \`npm run bench -- --only corpus\`: each record of \`../shared/corpus/transactions.json\` served in the provider's getTransaction shape and run, in Node, through the transaction view's pipeline (\`transactionSchema\`, \`loadDecodedTransaction\` with the committed shards and tables, \`explainTransaction\`'s action line). What our pipeline said for each, by hash prefix, is in \`bench/corpus-results.json\`.`,
    '',
    '| Figure | Value |',
    '|---|---|',
    `| Top-level call named | ${summary.callNamed} of ${summary.callingAContract} transactions that call a contract (${percent(summary.callNamed, summary.callingAContract)}) |`,
    `| Logs decoded | ${summary.logsDecoded} of ${summary.logs} (${percent(summary.logsDecoded, summary.logs)}) |`,
    `| Universal Router steps named | ${summary.routerSteps} |`,
    `| ERC-4337 user operations decoded | ${summary.userOperations} |`,
    `| Failed transactions whose revert reason is decoded | ${summary.revertsDecoded} |`,
  ]
}

/** Puts the corpus figures into bench/results.json and bench/RESULTS.md, and our per-transaction outputs beside them. */
export async function recordCorpus(root, { summary, transactions }) {
  const { renderReport } = await import('./report.mjs')
  const resultsPath = join(root, 'bench/results.json')
  const results = JSON.parse(readFileSync(resultsPath, 'utf8'))
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()
  results.corpus = { summary, recorded: { date: new Date().toISOString(), commit } }
  writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`)
  writeFileSync(join(root, 'bench/RESULTS.md'), renderReport(results))
  writeFileSync(join(root, 'bench/corpus-results.json'), `${JSON.stringify(transactions, null, 2)}\n`)
}
