// The load benchmark's figures from its raw answers and the provider's arrivals, and the budgets they must meet.

const DATA = new Set([200, 404])
const round = (value, places = 1) => Math.round(value * 10 ** places) / 10 ** places

function percentile(values, p) {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))])
}

function countBy(items, keyOf) {
  const counts = {}
  for (const item of items) counts[keyOf(item)] = (counts[keyOf(item)] ?? 0) + 1
  return counts
}

/** The most arrivals in any one second (a sliding window). */
function busiestSecond(arrivals) {
  let most = 0
  for (let first = 0, last = 0; last < arrivals.length; last += 1) {
    while (arrivals[last] - arrivals[first] >= 1000) first += 1
    most = Math.max(most, last - first + 1)
  }
  return most
}

const errorKind = (answer) => (answer.status === 0 ? `no answer (${answer.error})` : `HTTP ${answer.status}`)

export function summarizeLoad({ answers, arrivals, keyMissing, startedAt, endedAt, outage, ceiling, plan, hotLists }) {
  const seconds = (endedAt - startedAt) / 1000
  // A request in flight when the provider went down or came back belongs to the outage.
  const overlaps = (answer) => answer.at < outage.to && answer.at + answer.ms > outage.from
  const during = answers.filter(overlaps)
  const outside = answers.filter((answer) => !overlaps(answer))
  // Latency is timed once every reader has arrived: 2,000 connections opening in a few seconds time the listen queue.
  const timed = outside.filter((answer) => answer.at >= startedAt + plan.warmUpSeconds * 1000)
  const hits = timed.filter((answer) => answer.cache === 'HIT').map((answer) => answer.ms)
  const misses = timed.filter((answer) => answer.cache === 'MISS' || answer.cache === 'EXPIRED').map((answer) => answer.ms)
  const deliberate = (answer) => answer.status === 429 || answer.status === 503
  const outsideErrors = outside.filter((answer) => !DATA.has(answer.status))

  // How long after the provider came back each hot list was first answered fresh (unmarked, from the provider).
  const freshAfter = hotLists.map((path) => {
    const fresh = answers.find((answer) => answer.path === path && answer.at >= outage.to && answer.status === 200 && !answer.savedCopy)
    return fresh ? fresh.at + fresh.ms - outage.to : null
  })
  const known = freshAfter.filter((ms) => ms !== null)

  return {
    plan: { ...plan, ceiling },
    seconds: round(seconds),
    requests: answers.length,
    readersSeen: plan.readers,
    servedPerSecond: round(answers.filter((answer) => DATA.has(answer.status)).length / seconds),
    hitMs: { count: hits.length, p50: percentile(hits, 50), p99: percentile(hits, 99) },
    missMs: { count: misses.length, p50: percentile(misses, 50), p99: percentile(misses, 99) },
    cacheStatuses: countBy(answers, (answer) => answer.cache ?? 'none'),
    provider: {
      requests: arrivals.length,
      allowed: ceiling.burst + Math.ceil(ceiling.ratePerSecond * seconds),
      busiestSecond: busiestSecond(arrivals),
      withoutKey: keyMissing,
    },
    errorsOutsideOutage: {
      deliberate: countBy(outsideErrors.filter(deliberate), errorKind),
      unexpected: countBy(
        outsideErrors.filter((answer) => !deliberate(answer)),
        errorKind,
      ),
    },
    outage: {
      seconds: round((outage.to - outage.from) / 1000),
      requests: during.length,
      answeredWithData: round(during.filter((answer) => DATA.has(answer.status)).length / Math.max(1, during.length), 3),
      markedSavedCopy: during.filter((answer) => answer.savedCopy).length,
      notAnswered: countBy(
        during.filter((answer) => !DATA.has(answer.status)),
        (answer) => `${errorKind(answer)} ${answer.kind}`,
      ),
      freshAfterRecoveryMs: { median: percentile(known, 50), max: known.length === hotLists.length ? round(Math.max(...known)) : null },
    },
  }
}

/** Each broken load budget as a line starting "load: ". */
export function loadBudgetBreaks(load, budget) {
  const broken = []
  const unexpected = Object.entries(load.errorsOutsideOutage.unexpected)
  if (load.seconds < 60) broken.push(`load: ran ${load.seconds} s (at least 60)`)
  if (load.servedPerSecond < budget.minServedPerSecond)
    broken.push(`load: ${load.servedPerSecond} requests served a second (budget ${budget.minServedPerSecond})`)
  if (load.hitMs.p99 > budget.hitP99Ms) broken.push(`load: cache hits p99 ${load.hitMs.p99} ms (budget ${budget.hitP99Ms} ms)`)
  if (load.missMs.p99 > budget.missP99Ms) broken.push(`load: misses p99 ${load.missMs.p99} ms (budget ${budget.missP99Ms} ms)`)
  if (load.provider.requests > load.provider.allowed)
    broken.push(`load: ${load.provider.requests} requests reached the provider, over the ceiling's ${load.provider.allowed}`)
  if (load.provider.withoutKey > 0) broken.push(`load: ${load.provider.withoutKey} requests reached the provider without the key`)
  if (unexpected.length > 0) broken.push(`load: errors besides deliberate 429/503: ${unexpected.map(([kind, count]) => `${count} × ${kind}`).join(', ')}`)
  if (load.outage.answeredWithData < budget.minOutageShareWithData)
    broken.push(`load: ${load.outage.answeredWithData} of requests answered with data during the outage (budget ${budget.minOutageShareWithData})`)
  const fresh = load.outage.freshAfterRecoveryMs.max
  if (fresh === null || fresh > budget.maxFreshAfterRecoveryMs)
    broken.push(`load: data fresh again ${fresh ?? 'never'} ms after the provider came back (budget ${budget.maxFreshAfterRecoveryMs} ms)`)
  return broken
}
