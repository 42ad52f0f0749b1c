// The one JSON-RPC call Chainview forwards, checked the same way by both servers: nginx runs this file with
// Debian's njs (0.7, so plain ES5 and a default export), and the vite dev/preview proxy imports it in Node.

var METHOD = 'eth_getTransactionByBlockHashAndIndex'
var BLOCK_HASH = /^0x[0-9a-fA-F]{64}$/
// A hex quantity without leading zeros, as nodes require, up to hexutil.Uint's 2^32 - 1.
var INDEX = /^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,7})$/
var KEYS = ['jsonrpc', 'id', 'method', 'params']
var MAX_ID_LENGTH = 100

function refusal(message) {
  return { ok: false, status: 400, message: message }
}

function isId(value) {
  if (typeof value === 'string') return value.length <= MAX_ID_LENGTH
  return typeof value === 'number' && Math.floor(value) === value && Math.abs(value) <= 9007199254740991
}

/**
 * The call in `text`, reduced to what is forwarded ({ id, blockHash, index }, hex in lower case so equal calls share
 * one cached answer), or why it is refused.
 */
function checkCall(text) {
  var call
  try {
    call = JSON.parse(text)
  } catch (e) {
    return refusal('The body is not a JSON-RPC call')
  }
  if (Array.isArray(call)) return refusal('Batches are not forwarded: send one JSON-RPC call per request')
  if (call === null || typeof call !== 'object') return refusal('The body is not a JSON-RPC call')
  var extra = Object.keys(call).filter(function (key) {
    return KEYS.indexOf(key) === -1
  })
  if (extra.length > 0) return refusal('The call has fields a JSON-RPC call does not: ' + extra.join(', ').slice(0, 80))
  if (call.jsonrpc !== '2.0') return refusal('Only JSON-RPC 2.0 calls are forwarded')
  if (!isId(call.id)) return refusal('The call needs an id: a whole number or a short string')
  if (call.method !== METHOD) return refusal('Only ' + METHOD + ' is forwarded')
  var params = call.params
  if (!Array.isArray(params) || params.length !== 2) return refusal(METHOD + ' takes two params: a block hash and an index')
  if (typeof params[0] !== 'string' || !BLOCK_HASH.test(params[0])) return refusal('The block hash must be 0x and 64 hex digits')
  if (typeof params[1] !== 'string' || !INDEX.test(params[1])) return refusal('The index must be a hex quantity such as 0x0 or 0x1f')
  return { ok: true, call: { id: call.id, blockHash: params[0].toLowerCase(), index: params[1].toLowerCase() } }
}

/** The body sent upstream: always id 1, so every caller of the same call shares one cached answer. */
function upstreamBody(call) {
  return JSON.stringify({ jsonrpc: '2.0', id: 1, method: METHOD, params: [call.blockHash, call.index] })
}

/** The upstream's answer with the caller's id put back; a body that is not a JSON-RPC object passes unchanged. */
function withCallerId(text, id) {
  var answer
  try {
    answer = JSON.parse(text)
  } catch (e) {
    return text
  }
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer) || !('id' in answer)) return text
  answer.id = id
  return JSON.stringify(answer)
}

function sendJson(r, status, body) {
  r.headersOut['Content-Type'] = 'application/json'
  r.return(status, body)
}

/** js_content handler: checks the body, then asks the cached internal location for the answer. */
function forward(r) {
  var checked = checkCall(r.requestText || '')
  if (!checked.ok) return sendJson(r, checked.status, JSON.stringify({ message: checked.message }))
  var chain = r.variables.chainview_rpc_chain
  var uri = '/_chainview/rpc-transaction-upstream/' + chain + '/' + checked.call.blockHash + '/' + checked.call.index
  r.subrequest(uri, { method: 'GET' }, function (reply) {
    var cacheStatus = reply.variables.upstream_cache_status
    if (cacheStatus) r.headersOut['X-Cache-Status'] = cacheStatus
    if (cacheStatus === 'STALE') r.headersOut['X-Chainview-Saved-Copy'] = '1'
    var fetchedAt = reply.headersOut['X-Chainview-Fetched-At']
    if (fetchedAt) r.headersOut['X-Chainview-Fetched-At'] = fetchedAt
    var retryAfter = reply.headersOut['Retry-After']
    if (retryAfter) r.headersOut['Retry-After'] = retryAfter
    var body = reply.status === 200 ? withCallerId(reply.responseText || '', checked.call.id) : reply.responseText || ''
    sendJson(r, reply.status, body)
  })
}

export default { METHOD: METHOD, checkCall: checkCall, upstreamBody: upstreamBody, withCallerId: withCallerId, forward: forward }
