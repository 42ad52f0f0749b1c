// The corpus run's lines in bench/RESULTS.md, and how it is recorded beside the other figures.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const percent = (part, whole) => (whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)}%`)

/** A line is generic when it names only a call or a selector: "Called aggregate3 on …", "Failed: 0x8a8c523c on …". */
const isGeneric = (line) => /^(Called \S+ on |Failed: (0x[0-9a-f]{8}|\S+) on \S+$)/.test(line)

/**
 * The hand judgments in bench/corpus-judgments.json, each kept with the line it judged: a line that has changed since
 * counts as unjudged until someone judges it again against the record's interpretation.
 */
export function judgeLines(transactions, judgments) {
  const verdicts = transactions.map((outcome) => {
    const judgment = judgments.find((candidate) => candidate.hashPrefix === outcome.hashPrefix)
    return judgment?.actionLine === outcome.actionLine ? judgment.right : null
  })
  return {
    right: verdicts.filter((verdict) => verdict === true).length,
    unjudged: verdicts.filter((verdict) => verdict === null).length,
    generic: transactions.filter((outcome) => isGeneric(outcome.actionLine)).length,
    total: transactions.length,
  }
}

export function renderCorpus(corpus) {
  const { summary, recorded, lines } = corpus
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
    ...(lines
      ? [
          `| Action line right (verb, exact amounts, actor) | ${lines.right} of ${lines.total} (${percent(lines.right, lines.total)}), judged by hand against each record's interpretation (\`bench/corpus-judgments.json\`)${lines.unjudged ? `; ${lines.unjudged} lines changed since and await judging` : ''} |`,
          `| Generic lines ("Called …", "Failed: … on …") | ${lines.generic} |`,
        ]
      : []),
  ]
}

/** Puts the corpus figures into bench/results.json and bench/RESULTS.md, and our per-transaction outputs beside them. */
export async function recordCorpus(root, { summary, transactions }) {
  const { renderReport } = await import('./report.mjs')
  const resultsPath = join(root, 'bench/results.json')
  const results = JSON.parse(readFileSync(resultsPath, 'utf8'))
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()
  const judgments = JSON.parse(readFileSync(join(root, 'bench/corpus-judgments.json'), 'utf8'))
  results.corpus = { summary, lines: judgeLines(transactions, judgments), recorded: { date: new Date().toISOString(), commit } }
  writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`)
  writeFileSync(join(root, 'bench/RESULTS.md'), renderReport(results))
  writeFileSync(join(root, 'bench/corpus-results.json'), `${JSON.stringify(transactions, null, 2)}\n`)
}
