// The corpus run's lines in bench/RESULTS.md, and how it is recorded beside the other figures.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { HELD_OUT_RULE, TOUCHED_AFTER_SPLIT, touchedAfterSplit } from './corpus-families.mjs'
import { UNKNOWNS } from './corpus.mjs'

const percent = (part, whole) => (whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)}%`)

/** The parts the lines are counted in: the Ethereum corpus, and the development set's tuned and held-out families. */
const PARTS = [
  { name: '`transactions.json`', of: (tx) => tx.corpus === 'transactions.json' },
  { name: '`more-transactions.json`, families tuned on', of: (tx) => tx.corpus === 'more-transactions.json' && !tx.heldOut },
  { name: '`more-transactions.json`, families held out', of: (tx) => tx.corpus === 'more-transactions.json' && tx.heldOut },
  {
    name: '`more-transactions.json`, families held out, leaving out those a later rule had in mind',
    of: (tx) => tx.corpus === 'more-transactions.json' && tx.heldOut && !touchedAfterSplit(tx.family),
  },
]

/**
 * The hand judgments in bench/corpus-judgments.json, each kept with the line it judged: `right` (the verb, exact
 * amounts and actor of the record's interpretation), `generic` (true, but says less: the call, or what moved) or
 * `false` (states something the transaction did not do). A line that has changed since counts as unjudged until
 * someone judges it again.
 */
export function judgeLines(transactions, judgments) {
  const byPrefix = new Map(judgments.map((judgment) => [judgment.hashPrefix, judgment]))
  const verdictOf = (outcome) => {
    const judgment = byPrefix.get(outcome.hashPrefix)
    return judgment?.actionLine === outcome.actionLine ? judgment.verdict : null
  }
  return PARTS.map((part) => {
    const verdicts = transactions.filter(part.of).map(verdictOf)
    return {
      part: part.name,
      total: verdicts.length,
      right: verdicts.filter((verdict) => verdict === 'right').length,
      generic: verdicts.filter((verdict) => verdict === 'generic').length,
      false: verdicts.filter((verdict) => verdict === 'false').length,
      unjudged: verdicts.filter((verdict) => verdict === null).length,
    }
  })
}

/**
 * The lines of the records judged above (the Ethereum corpus and the tuned families) when the pipeline is made not to
 * know something: a line the same as with everything known keeps its verdict; one that changed is judged by hand in
 * bench/corpus-unknown-judgments.json, by its record, what was not known and the line.
 */
export function judgeUnknownLines(transactions, judgments, unknownJudgments) {
  const verdicts = new Map(judgments.map((judgment) => [`${judgment.hashPrefix} ${judgment.actionLine}`, judgment.verdict]))
  const unknownVerdicts = new Map(unknownJudgments.map((judgment) => [`${judgment.mode} ${judgment.hashPrefix} ${judgment.actionLine}`, judgment.verdict]))
  return UNKNOWNS.map(({ mode, field, name }) => {
    const read = transactions.filter((tx) => typeof tx[field] === 'string')
    const verdictOf = (tx) =>
      tx[field] === tx.actionLine
        ? (verdicts.get(`${tx.hashPrefix} ${tx.actionLine}`) ?? null)
        : (unknownVerdicts.get(`${mode} ${tx.hashPrefix} ${tx[field]}`) ?? null)
    const all = read.map(verdictOf)
    return {
      part: name,
      total: read.length,
      changed: read.filter((tx) => tx[field] !== tx.actionLine).length,
      right: all.filter((verdict) => verdict === 'right').length,
      generic: all.filter((verdict) => verdict === 'generic').length,
      false: all.filter((verdict) => verdict === 'false').length,
      unjudged: all.filter((verdict) => verdict === null).length,
    }
  })
}

const unknownRow = (counts) =>
  `| ${counts.part} | ${counts.changed} of ${counts.total} | ${counts.right} (${percent(counts.right, counts.total)}) | ${counts.generic} | ${counts.false} | ${counts.unjudged} |`

const lineRow = (counts) =>
  `| ${counts.part} | ${counts.right} of ${counts.total} (${percent(counts.right, counts.total)}) | ${counts.generic} | ${counts.false} | ${counts.unjudged} |`

/** Which held-out families a later rule had in mind, and why (corpus-families.mjs). */
const touchedNote = () =>
  Object.entries(TOUCHED_AFTER_SPLIT)
    .map(([family, why]) => `A rule was later written with the held-out family \`${family}\` in mind: ${why}.`)
    .join(' ')

export function renderCorpus(corpus) {
  const { summary, recorded, lines, holdoutBaseline, unknownLines } = corpus
  const rows = Object.entries(summary).flatMap(([name, figures]) => [
    `| \`${name}\` | ${figures.callNamed} of ${figures.callingAContract} (${percent(figures.callNamed, figures.callingAContract)}) | ${figures.logsDecoded} of ${figures.logs} (${percent(figures.logsDecoded, figures.logs)}) | ${figures.routerSteps} | ${figures.userOperations} | ${figures.revertsDecoded} |`,
  ])
  return [
    '## Real transactions (the shared corpora)',
    '',
    `Recorded on ${recorded.date.slice(0, 10)} at commit \`${recorded.commit}\` by \`npm run bench -- --only corpus\`: each record of \`../shared/corpus/transactions.json\` and \`more-transactions.json\` served in the provider's getTransaction shape and run, in Node and on its own chain, through the transaction view's pipeline (\`transactionSchema\`, \`loadDecodedTransaction\` with the committed shards and tables, the published lists where the page loads them, \`explainTransaction\`'s action line). What our pipeline said for each, by hash prefix, is in \`bench/corpus-results.json\`.`,
    '',
    '| Corpus | Top-level call named | Logs decoded | Universal Router steps | ERC-4337 user operations | Reverts decoded |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `Action lines, judged by hand against each record's interpretation (\`bench/corpus-judgments.json\`): right (verb, exact amounts, actor), generic (true, but only the call or what moved) and false (says what did not happen). The development set's families are held out by a rule fixed before any rule was written for them (\`bench/corpus-families.mjs\`: ${HELD_OUT_RULE}). ${touchedNote()}`,
    '',
    '| Part | Right | Generic | False | Awaiting judgment |',
    '|---|---|---|---|---|',
    ...(lines ?? []).map(lineRow),
    ...(holdoutBaseline
      ? [
          `| held-out families at \`${holdoutBaseline.commit}\`, before any rule was written for them | ${holdoutBaseline.right} of ${holdoutBaseline.records} (${percent(holdoutBaseline.right, holdoutBaseline.records)}) | ${holdoutBaseline.generic} | ${holdoutBaseline.false} | 0 |`,
        ]
      : []),
    ...(unknownLines
      ? [
          '',
          'The same lines (the Ethereum corpus and the tuned families) with the pipeline made not to know something, as it would meet a protocol nobody has described to it. A line that changed is judged again (`bench/corpus-unknown-judgments.json`). It should say less, never something false.',
          '',
          '| Not known | Lines that changed | Right | Generic | False | Awaiting judgment |',
          '|---|---|---|---|---|---|',
          ...unknownLines.map(unknownRow),
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
  const holdoutBaseline = JSON.parse(readFileSync(join(root, 'bench/corpus-holdout-baseline.json'), 'utf8'))
  const unknownJudgments = JSON.parse(readFileSync(join(root, 'bench/corpus-unknown-judgments.json'), 'utf8'))
  results.corpus = {
    summary,
    lines: judgeLines(transactions, judgments),
    unknownLines: judgeUnknownLines(transactions, judgments, unknownJudgments),
    holdoutBaseline,
    recorded: { date: new Date().toISOString(), commit },
  }
  writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`)
  writeFileSync(join(root, 'bench/RESULTS.md'), renderReport(results))
  writeFileSync(join(root, 'bench/corpus-results.json'), `${JSON.stringify(transactions, null, 2)}\n`)
}
