import rpcTransaction from '../deploy/nginx/rpc-transaction.js'
import { OPERATION_NAMES, OPERATIONS, type OperationName } from '../src/api/operations.ts'
import { cacheControl, methodMessage, NOT_FORWARDED, NOT_FOUND_CACHE_CONTROL, NOT_FOUND_SECONDS, operationPattern } from './allow-list.ts'

/**
 * nginx's half of the allow-list, generated from server/allow-list.ts so both servers refuse and allow the same
 * requests: the maps (http level) that name a request's operation, and the locations (server level) that keep each
 * answer for its own lifetime and send misses to the provider server (provider.conf), which adds the key. `npm run generate:nginx` writes them into deploy/nginx; a unit test fails when the
 * committed files differ from what the table gives.
 */

const HEADER = '# Generated from the operation declarations (src/api/operations.ts) by `npm run generate:nginx`: do not edit.'
const NAMES = OPERATION_NAMES
const REST_NAMES = NAMES.filter((name) => OPERATIONS[name].method === 'GET')

function methods(name: OperationName): string[] {
  return OPERATIONS[name].method === 'POST' ? ['POST'] : ['GET', 'HEAD']
}

/** http-level maps: placeholders are filled by deploy/run-nginx.sh. */
export function renderOperationMaps(): string {
  const lines = [
    HEADER,
    '',
    '# The operation a request target is, exactly as received (path and query, before any decoding).',
    'map $request_uri $chainview_operation {',
    '  default "";',
  ]
  for (const name of NAMES) lines.push(`  "~${operationPattern(name)}" ${name};`)
  lines.push('}', '', 'map "$chainview_operation $request_method" $chainview_method_allowed {', '  default 0;')
  for (const name of NAMES) for (const method of methods(name)) lines.push(`  "${name} ${method}" 1;`)
  lines.push('}', '', 'map $chainview_operation $chainview_method_message {', '  default "";')
  for (const name of NAMES) lines.push(`  ${name} "${methodMessage(name)}";`)
  lines.push('}', '', '# What a CDN and browsers may keep: 200s by the operation’s policy, 404s briefly, nothing else.')
  lines.push('map "$chainview_operation:$status" $chainview_api_cache_control {', '  default "no-store";')
  for (const name of NAMES) lines.push(`  "${name}:200" "${cacheControl(OPERATIONS[name].cache)}";`)
  lines.push(`  "~^[a-z0-9-]+:404$" "${NOT_FOUND_CACHE_CONTROL}";`, '}', '')
  lines.push('# The JSON-RPC chain, for rpc-transaction.js (the operation map has checked it).', 'map $request_uri $chainview_rpc_chain {', '  default "";')
  lines.push('  "~^/proxy/rpc/(?<chainview_rpc_name>[a-z0-9-]+)$" $chainview_rpc_name;', '}', '')
  return lines.join('\n')
}

function restLocation(name: OperationName): string[] {
  const { cache } = OPERATIONS[name]
  return [
    `location = /_chainview/${name} {`,
    '  internal;',
    '  include ${RUNTIME_DIR}/proxy-common.conf;',
    '  proxy_cache_key $request_uri;',
    `  # ${cache.why}`,
    `  proxy_cache_valid 200 ${cache.seconds}s;`,
    `  proxy_cache_valid 404 ${NOT_FOUND_SECONDS}s;`,
    `  set $chainview_lifetime ${cache.seconds};`,
    `  proxy_pass http://chainview_provider/${OPERATIONS[name].base}$chainview_forward_path;`,
    '}',
  ]
}

function rpcLocations(): string[] {
  const { cache } = OPERATIONS['rpc-transaction']
  const body = rpcTransaction.upstreamBody({ id: 1, blockHash: '$chainview_rpc_hash', index: '$chainview_rpc_index' })
  return [
    '# rpc-transaction.js checks the body, then asks the location below, whose answers are cached by chain, block hash and index.',
    'location = /_chainview/rpc-transaction {',
    '  internal;',
    '  default_type application/json;',
    '  include ${RUNTIME_DIR}/client-limit.conf;',
    '  client_max_body_size 4k;',
    '  client_body_buffer_size 4k;',
    '  client_body_in_single_buffer on;',
    '  error_page 413 = @chainview_body_too_large;',
    '  js_content chainview_rpc_transaction.forward;',
    '}',
    '',
    'location ~ "^/_chainview/rpc-transaction-upstream/(?<chainview_rpc_upstream_chain>[a-z0-9-]+)/(?<chainview_rpc_hash>0x[0-9a-f]{64})/(?<chainview_rpc_index>0x[0-9a-f]{1,8})$" {',
    '  internal;',
    '  include ${RUNTIME_DIR}/proxy-common.conf;',
    '  subrequest_output_buffer_size 2m;',
    '  proxy_method POST;',
    '  proxy_set_header Content-Type application/json;',
    `  proxy_set_body '${body}';`,
    '  proxy_cache_key rpc/$chainview_rpc_upstream_chain/$chainview_rpc_hash/$chainview_rpc_index;',
    `  # ${cache.why}`,
    `  proxy_cache_valid 200 ${cache.seconds}s;`,
    `  proxy_cache_valid 404 ${NOT_FOUND_SECONDS}s;`,
    `  set $chainview_lifetime ${cache.seconds};`,
    '  proxy_pass http://chainview_provider/rpc/$chainview_rpc_upstream_chain;',
    '}',
  ]
}

/** server-level locations: the gate every /proxy/ request passes, then one internal location per operation. */
export function renderOperationLocations(): string {
  const lines = [
    HEADER,
    '',
    '# Every proxy request: refused here, before anything is forwarded, unless it is one of the app’s operations.',
    'location /proxy/ {',
    '  default_type application/json;',
    '  # Dot segments and encoded separators could climb out of the allowed upstream path.',
    '  if ($request_uri ~* "(%2e|%2f|%5c|\\x5c|/[.][.]?(/|[?]|$))") {',
    `    return 400 '{"message":"This path cannot be forwarded"}';`,
    '  }',
    '  if ($chainview_operation = "") {',
    `    return 404 '{"message":"${NOT_FORWARDED}"}';`,
    '  }',
    '  if ($chainview_method_allowed = 0) {',
    `    return 405 '{"message":"$chainview_method_message"}';`,
    '  }',
    '  rewrite ^ /_chainview/$chainview_operation last;',
    '}',
    '',
  ]
  for (const name of REST_NAMES) lines.push(...restLocation(name), '')
  lines.push(...rpcLocations(), '')
  return lines.join('\n')
}
