// The load and outage run's lines in bench/RESULTS.md.
const list = (counts) =>
  Object.entries(counts)
    .map(([kind, count]) => `${count.toLocaleString('en-US')} × ${kind}`)
    .join(', ') || 'none'

export function renderLoad(load) {
  const { plan, provider, outage } = load
  return [
    '## Load and an outage',
    '',
    `Recorded on ${load.recorded.date.slice(0, 10)} at commit \`${load.recorded.commit}\` by \`node bench/load.mjs\` (or \`npm run bench -- --only load\`): ${plan.readers.toLocaleString('en-US')} readers, each its own loopback address, for ${load.seconds} s through \`deploy/run-nginx.sh\` with the default per-client limit and ceiling (${plan.ceiling.ratePerSecond} a second, ${plan.ceiling.burst} at once). Each reads a link, thinks ${plan.thinkMs[0] / 1000}–${plan.thinkMs[1] / 1000} s, reads another: 70% one of 10 token transfer lists, 26% one of 10 transactions, 4% an NFT nobody read before. The stand-in provider answers in 80–250 ms (1% in 800 ms), and goes down (connections refused) from ${plan.outageFrom} s for ${outage.seconds} s.`,
    '',
    '| Figure | Value |',
    '|---|---|',
    `| Requests answered with data, a second | ${load.servedPerSecond} (${load.requests.toLocaleString('en-US')} requests in all) |`,
    `| Cache hits, p50 / p99 (after the first ${plan.warmUpSeconds} s, outside the outage) | ${load.hitMs.p50} / ${load.hitMs.p99} ms (${load.hitMs.count.toLocaleString('en-US')}) |`,
    `| Misses (fetched from the provider), p50 / p99 (likewise) | ${load.missMs.p50} / ${load.missMs.p99} ms (${load.missMs.count.toLocaleString('en-US')}) |`,
    `| Requests that reached the provider | ${provider.requests.toLocaleString('en-US')}, against the ceiling's ${provider.allowed.toLocaleString('en-US')} for the run; busiest second ${provider.busiestSecond} |`,
    `| Errors outside the outage | deliberate: ${list(load.errorsOutsideOutage.deliberate)}; any other: ${list(load.errorsOutsideOutage.unexpected)} |`,
    `| During the outage: answered with data | ${(outage.answeredWithData * 100).toFixed(1)}% of ${outage.requests.toLocaleString('en-US')} (${outage.markedSavedCopy.toLocaleString('en-US')} marked as saved copies); not answered: ${list(outage.notAnswered)} |`,
    `| Data fresh again after the provider came back | median ${outage.freshAfterRecoveryMs.median} ms, last hot list ${outage.freshAfterRecoveryMs.max ?? 'never'} ms |`,
  ]
}
