// Whether an answer from the shared cache is a saved copy the reader is told about (X-Chainview-Saved-Copy), for
// Debian's njs (0.7: plain ES5 and a default export). STALE: served because the provider or the ceiling failed.
// UPDATING: served while another reader's request refreshes it; a saved copy once that refresh has taken longer than
// a provider answers, as when the provider hangs.
var GRACE_SECONDS = 5
// nginx's $time_iso8601, which njs 0.7's Date.parse does not read: 2024-05-01T14:02:31+00:00
var ISO_TIME = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)([+-])(\d\d):(\d\d)$/

function parseTime(text) {
  var parts = ISO_TIME.exec(text || '')
  if (!parts) return NaN
  var n = parts.map(Number)
  var offsetMinutes = (parts[7] === '-' ? -1 : 1) * (n[8] * 60 + n[9])
  return Date.UTC(n[1], n[2] - 1, n[3], n[4], n[5], n[6]) - offsetMinutes * 60000
}

function marker(r) {
  var status = r.variables.upstream_cache_status
  if (status === 'STALE') return '1'
  if (status !== 'UPDATING') return ''
  var fetchedAt = parseTime(r.variables.upstream_http_x_chainview_fetched_at)
  var lifetime = Number(r.variables.chainview_lifetime)
  if (isNaN(fetchedAt) || !(lifetime > 0)) return ''
  return Date.now() - fetchedAt > (lifetime + GRACE_SECONDS) * 1000 ? '1' : ''
}

export default { marker: marker, parseTime: parseTime }
