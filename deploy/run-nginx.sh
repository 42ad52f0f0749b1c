#!/usr/bin/env bash
# Serves Chainview's build with Debian's nginx in the foreground: renders deploy/nginx/*.template with the
# environment into a private runtime directory, checks the result with `nginx -t`, then runs nginx. With API_KEY
# set, the app is served in live mode and /proxy/* forwards to the three bases with the key; without it the same
# build runs on fixtures. nginx's output passes through a filter that removes the key from every line.
#
#   API_KEY              the data provider's key (unset: fixtures)
#   API_BASE_URL         EVM REST base, the part before /api/v2.2   (https://deep-index.moralis.io)
#   SOLANA_API_BASE_URL  Solana REST base                            (https://solana-gateway.moralis.io)
#   RPC_BASE_URL         JSON-RPC base, before /{chain}/{apiKey}     (https://site1.moralis-nodes.com)
#   DIST_DIR             the build to serve                          (dist/ beside this directory)
#   NGINX_LISTEN         port or address:port                        (8080)
#   NGINX_RUNTIME_DIR    rendered config, pid and temp files          (/tmp/chainview-nginx)
#   NGINX_RESOLVER       DNS server for host-name bases              (first nameserver in /etc/resolv.conf)
#   NGINX_USER           worker user when started as root            (www-data)
#   NGINX_BROTLI_MODULE  brotli_static module; gzip only if absent    (Debian's libnginx-mod-http-brotli-static)
#   NGINX_JS_MODULE      njs: checks JSON-RPC calls, marks saved copies (live) (Debian's libnginx-mod-http-js)
#   NGINX_RATE_LIMIT     requests each client may send on, per second or minute, past its burst (10r/s)
#   NGINX_RATE_BURST     requests a client may send at once before the rate applies              (120)
#   NGINX_CACHE_SIZE     the most the shared cache of API answers may hold on disk              (1g)
#   NGINX_UPSTREAM_RATE  requests that may reach the provider from all clients together, past the burst (20r/s)
#   NGINX_UPSTREAM_BURST requests all clients together may send the provider at once              (40)
#   NGINX_STALE_MAX      how long a cached answer may stand in while the provider fails          (1d)
#   NGINX_TRUSTED_PROXIES  addresses or CIDRs of proxies whose X-Forwarded-For names the client (space-separated)
#   SOURCIFY_BASE_URL    Sourcify's server, keyless (verified ABIs, signature database) (https://sourcify.dev/server)
#   SOURCIFY_RATE        requests that may reach Sourcify from all clients together, past the burst (5r/s)
#   SOURCIFY_BURST       requests all clients together may send Sourcify at once                  (10)
#   LINK_PREVIEW_BUNDLE  the link-preview renderer, live only          (dist-server/link-preview.mjs, from npm run build)
#   CSP_CONNECT_SRC_EXTRA  more origins the browser may call, e.g. a JSON-RPC node for the lookup (space-separated)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
templates="$here/nginx"

fail() {
  echo "run-nginx: $*" >&2
  exit 1
}

base_url() { # name default
  local value=${!1:-$2}
  while [[ $value == */ ]]; do value=${value%/}; done
  [[ $value =~ ^https?://[A-Za-z0-9.-]+(:[0-9]+)?(/[A-Za-z0-9._~/-]*)?$ ]] || fail "$1 must be an http(s) URL without credentials, query or fragment"
  printf '%s' "$value"
}

origin_of() {
  [[ $1 =~ ^https?://[^/]+ ]] && printf '%s' "${BASH_REMATCH[0]}"
}

API_KEY=${API_KEY:-}
API_KEY=${API_KEY//[[:space:]]/}
if [[ -n $API_KEY && ! $API_KEY =~ ^[A-Za-z0-9._~+/=-]+$ ]]; then
  fail "API_KEY holds characters this configuration cannot carry"
fi
API_BASE_URL=$(base_url API_BASE_URL https://deep-index.moralis.io)
SOLANA_API_BASE_URL=$(base_url SOLANA_API_BASE_URL https://solana-gateway.moralis.io)
RPC_BASE_URL=$(base_url RPC_BASE_URL https://site1.moralis-nodes.com)
SOURCIFY_BASE_URL=$(base_url SOURCIFY_BASE_URL https://sourcify.dev/server)

DIST_DIR=$(realpath -m -- "${DIST_DIR:-$here/../dist}")
[[ $DIST_DIR =~ ^[A-Za-z0-9._/-]+$ ]] || fail "DIST_DIR may hold only letters, digits, . _ - and /"
LISTEN=${NGINX_LISTEN:-8080}
[[ $LISTEN =~ ^([0-9.]+:|\[[0-9a-f:]+\]:)?[0-9]+$ ]] || fail "NGINX_LISTEN must be a port or address:port"
RUNTIME_DIR=${NGINX_RUNTIME_DIR:-/tmp/chainview-nginx}
[[ $RUNTIME_DIR =~ ^/[A-Za-z0-9._/-]+$ ]] || fail "NGINX_RUNTIME_DIR must be an absolute path of letters, digits, . _ - and /"

# The key as a URL path segment for JSON-RPC.
API_KEY_PATH_SEGMENT=${API_KEY//+/%2B}
API_KEY_PATH_SEGMENT=${API_KEY_PATH_SEGMENT//\//%2F}
API_KEY_PATH_SEGMENT=${API_KEY_PATH_SEGMENT//=/%3D}

if [[ -n $API_KEY ]]; then
  CHAINVIEW_MODE=live
  KEY_SUB_FILTERS="sub_filter '$API_KEY' '[redacted]';"
  if [[ $API_KEY_PATH_SEGMENT != "$API_KEY" ]]; then
    KEY_SUB_FILTERS+=$'\n'"sub_filter '$API_KEY_PATH_SEGMENT' '[redacted]';"
  fi
else
  CHAINVIEW_MODE=fixtures
  KEY_SUB_FILTERS=""
fi

# A browser holding its own key (on a deployment without one) calls the bases directly, and the JSON-RPC lookup
# may call a node the user names: one on this computer by default, others listed in CSP_CONNECT_SRC_EXTRA.
connect_src="'self'"
read -r -a extra_sources <<<"${CSP_CONNECT_SRC_EXTRA:-}"
for source in "$(origin_of "$API_BASE_URL")" "$(origin_of "$SOLANA_API_BASE_URL")" "$(origin_of "$RPC_BASE_URL")" \
  'http://localhost:*' 'http://127.0.0.1:*' "${extra_sources[@]}"; do
  [[ $source =~ ^(https?:|https?://(\*\.)?[A-Za-z0-9.-]+(:([0-9]+|\*))?)$ ]] || fail "CSP_CONNECT_SRC_EXTRA holds $source, which is not an http(s) origin"
  [[ " $connect_src " == *" $source "* ]] || connect_src+=" $source"
done
CONTENT_SECURITY_POLICY="default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https:; media-src 'self' https:; connect-src $connect_src; font-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

resolver=${NGINX_RESOLVER:-$(awk '$1 == "nameserver" { print $2; exit }' /etc/resolv.conf 2>/dev/null || true)}
RESOLVER_DIRECTIVE=""
if [[ -n $resolver ]]; then
  [[ $resolver =~ ^[0-9a-fA-F.:]+$ ]] || fail "NGINX_RESOLVER must be an IP address"
  [[ $resolver == *:* ]] && resolver="[$resolver]"
  RESOLVER_DIRECTIVE="resolver $resolver valid=300s;"
fi

USER_DIRECTIVE=""
worker_user=""
if [[ $EUID -eq 0 ]]; then
  worker_user=${NGINX_USER:-www-data}
  [[ $worker_user =~ ^[a-z_][a-z0-9_-]*$ ]] && id "$worker_user" >/dev/null 2>&1 || fail "NGINX_USER $worker_user does not exist"
  USER_DIRECTIVE="user $worker_user;"
fi
# shellcheck source=deploy/worker-access.sh
. "$here/worker-access.sh"
require_worker_access "${worker_user:-$(id -un)}" "$DIST_DIR" "$RUNTIME_DIR"

RATE_LIMIT=${NGINX_RATE_LIMIT:-10r/s}
[[ $RATE_LIMIT =~ ^([1-9][0-9]{0,5})r/(s|m)$ ]] || fail "NGINX_RATE_LIMIT must be a rate such as 10r/s or 300r/m"
# A client refused by the limit may send again once one request's worth of the rate has come back.
if [[ ${BASH_REMATCH[2]} == s ]]; then RETRY_AFTER=1; else RETRY_AFTER=$(((60 + BASH_REMATCH[1] - 1) / BASH_REMATCH[1])); fi
RATE_BURST=${NGINX_RATE_BURST:-120}
[[ $RATE_BURST =~ ^[0-9]{1,6}$ ]] || fail "NGINX_RATE_BURST must be a whole number"
UPSTREAM_RATE=${NGINX_UPSTREAM_RATE:-20r/s}
[[ $UPSTREAM_RATE =~ ^([1-9][0-9]{0,5})r/(s|m)$ ]] || fail "NGINX_UPSTREAM_RATE must be a rate such as 20r/s or 600r/m"
if [[ ${BASH_REMATCH[2]} == s ]]; then UPSTREAM_RETRY_AFTER=1; else UPSTREAM_RETRY_AFTER=$(((60 + BASH_REMATCH[1] - 1) / BASH_REMATCH[1])); fi
UPSTREAM_BURST=${NGINX_UPSTREAM_BURST:-40}
[[ $UPSTREAM_BURST =~ ^[1-9][0-9]{0,5}$ ]] || fail "NGINX_UPSTREAM_BURST must be a whole number from 1"
SOURCIFY_RATE=${SOURCIFY_RATE:-5r/s}
[[ $SOURCIFY_RATE =~ ^([1-9][0-9]{0,5})r/(s|m)$ ]] || fail "SOURCIFY_RATE must be a rate such as 5r/s or 300r/m"
if [[ ${BASH_REMATCH[2]} == s ]]; then SOURCIFY_RETRY_AFTER=1; else SOURCIFY_RETRY_AFTER=$(((60 + BASH_REMATCH[1] - 1) / BASH_REMATCH[1])); fi
SOURCIFY_BURST=${SOURCIFY_BURST:-10}
[[ $SOURCIFY_BURST =~ ^[1-9][0-9]{0,5}$ ]] || fail "SOURCIFY_BURST must be a whole number from 1"
STALE_MAX=${NGINX_STALE_MAX:-1d}
[[ $STALE_MAX =~ ^[1-9][0-9]{0,6}[smhd]$ ]] || fail "NGINX_STALE_MAX must be a time such as 1d, 12h or 30m"
CACHE_SIZE=${NGINX_CACHE_SIZE:-1g}
[[ $CACHE_SIZE =~ ^[1-9][0-9]*[kmg]?$ ]] || fail "NGINX_CACHE_SIZE must be a size such as 500m or 2g"
REAL_IP_DIRECTIVES=""
read -r -a trusted_proxies <<<"${NGINX_TRUSTED_PROXIES:-}"
for proxy in "${trusted_proxies[@]}"; do
  [[ $proxy =~ ^[0-9a-fA-F.:]+(/[0-9]{1,3})?$ ]] || fail "NGINX_TRUSTED_PROXIES holds $proxy, which is not an address or CIDR"
  REAL_IP_DIRECTIVES+="set_real_ip_from $proxy;"$'\n'
done
if [[ -n $REAL_IP_DIRECTIVES ]]; then
  REAL_IP_DIRECTIVES+=$'real_ip_header X-Forwarded-For;\nreal_ip_recursive on;'
fi

# Debian's libnginx-mod-http-brotli-static; without it browsers get the gzip files.
brotli_module=${NGINX_BROTLI_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}
BROTLI_MODULE_DIRECTIVE=""
BROTLI_STATIC_DIRECTIVE=""
if [[ -f $brotli_module ]]; then
  [[ $brotli_module =~ ^/[A-Za-z0-9._/-]+$ ]] || fail "NGINX_BROTLI_MODULE must be an absolute path of letters, digits, . _ - and /"
  BROTLI_MODULE_DIRECTIVE="load_module $brotli_module;"
  BROTLI_STATIC_DIRECTIVE="brotli_static on;"
fi

# Debian's libnginx-mod-http-js: the live proxies check each JSON-RPC call's body with it (nginx/rpc-transaction.js) and mark
# saved copies (nginx/saved-copy.js).
JS_MODULE_DIRECTIVE=""
if [[ -n $API_KEY ]]; then
  js_module=${NGINX_JS_MODULE:-/usr/lib/nginx/modules/ngx_http_js_module.so}
  [[ $js_module =~ ^/[A-Za-z0-9._/-]+$ ]] || fail "NGINX_JS_MODULE must be an absolute path of letters, digits, . _ - and /"
  [[ -f $js_module ]] || fail "live mode needs nginx's njs module at $js_module (apt-get install libnginx-mod-http-js)"
  JS_MODULE_DIRECTIVE="load_module $js_module;"
fi

# Live mode: deep links' pages come from the link-preview renderer, a small Node service on a Unix socket, run as the
# worker user and holding no key (it asks nginx's own proxy). Without Node or the bundle, pages are plain index.html.
PAGE_FALLBACK=/index.html
PREVIEW_TOKEN=""
preview_bundle=""
if [[ -n $API_KEY ]]; then
  PREVIEW_TOKEN=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
  preview_bundle=$(realpath -m -- "${LINK_PREVIEW_BUNDLE:-$here/../dist-server/link-preview.mjs}")
  node_bin=$(command -v node || true)
  if [[ -z $node_bin ]]; then
    echo "run-nginx: link previews are off (Node.js is not installed): pages get the generic title" >&2
    preview_bundle=""
  elif [[ ! -f $preview_bundle ]]; then
    echo "run-nginx: link previews are off ($preview_bundle is missing; npm run build writes it): pages get the generic title" >&2
    preview_bundle=""
  else
    PAGE_FALLBACK=@chainview_page
  fi
fi

PLACEHOLDERS=(USER_DIRECTIVE PAGE_FALLBACK PREVIEW_TOKEN BROTLI_MODULE_DIRECTIVE BROTLI_STATIC_DIRECTIVE JS_MODULE_DIRECTIVE RUNTIME_DIR RESOLVER_DIRECTIVE LISTEN DIST_DIR
  CONTENT_SECURITY_POLICY CHAINVIEW_MODE API_KEY API_KEY_PATH_SEGMENT API_BASE_URL SOLANA_API_BASE_URL RPC_BASE_URL KEY_SUB_FILTERS
  RATE_LIMIT RATE_BURST RETRY_AFTER CACHE_SIZE REAL_IP_DIRECTIVES UPSTREAM_RATE UPSTREAM_BURST UPSTREAM_RETRY_AFTER STALE_MAX
  SOURCIFY_BASE_URL SOURCIFY_RATE SOURCIFY_BURST SOURCIFY_RETRY_AFTER)

render() { # template → file, private: the rendered files may hold the key
  local text name
  text=$(<"$1")
  for name in "${PLACEHOLDERS[@]}"; do
    text=${text//"\${$name}"/"${!name}"}
  done
  [[ $text != *'${'* ]] || fail "$(basename "$1") has a placeholder run-nginx.sh does not fill"
  (umask 077 && printf '%s\n' "$text" >"$2")
}

mkdir -p "$RUNTIME_DIR"
chmod 711 "$RUNTIME_DIR"
for temp in client_body proxy fastcgi uwsgi scgi cache; do
  mkdir -p "$RUNTIME_DIR/$temp"
  [[ -z $worker_user ]] || chown "$worker_user" "$RUNTIME_DIR/$temp"
done
render "$templates/chainview.conf.template" "$RUNTIME_DIR/nginx.conf"
if [[ -n $API_KEY ]]; then
  for name in proxies-http-live:proxies-http proxies-live:proxies operations-maps operations proxy-common client-limit provider provider-location; do
    render "$templates/${name%%:*}.conf.template" "$RUNTIME_DIR/${name##*:}.conf"
  done
  # The provider server's socket adds the key to whatever reaches it: only the workers may enter its directory.
  mkdir -p "$RUNTIME_DIR/provider"
  rm -f "$RUNTIME_DIR/provider/provider.sock"
  chmod 700 "$RUNTIME_DIR/provider"
  [[ -z $worker_user ]] || chown "$worker_user" "$RUNTIME_DIR/provider"
  mkdir -p "$RUNTIME_DIR/js"
  cp "$templates/rpc-transaction.js" "$templates/saved-copy.js" "$RUNTIME_DIR/js/"
  chmod 755 "$RUNTIME_DIR/js" && chmod 644 "$RUNTIME_DIR/js/rpc-transaction.js" "$RUNTIME_DIR/js/saved-copy.js"
else
  render "$templates/proxies-http-off.conf" "$RUNTIME_DIR/proxies-http.conf"
  render "$templates/proxies-off.conf" "$RUNTIME_DIR/proxies.conf"
fi
if [[ -n $preview_bundle ]]; then
  render "$templates/pages-preview.conf.template" "$RUNTIME_DIR/pages.conf"
  mkdir -p "$RUNTIME_DIR/preview"
  rm -f "$RUNTIME_DIR/preview/preview.sock"
  cp "$preview_bundle" "$RUNTIME_DIR/preview/link-preview.mjs"
  chmod 755 "$RUNTIME_DIR/preview" && chmod 644 "$RUNTIME_DIR/preview/link-preview.mjs"
  [[ -z $worker_user ]] || chown "$worker_user" "$RUNTIME_DIR/preview"
else
  : >"$RUNTIME_DIR/pages.conf"
fi

redact() {
  local line
  while IFS= read -r line || [[ -n $line ]]; do
    if [[ -n $API_KEY ]]; then
      line=${line//"$API_KEY"/[redacted]}
      line=${line//"$API_KEY_PATH_SEGMENT"/[redacted]}
    fi
    printf '%s\n' "$line"
  done
}

nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
[[ -x $nginx_bin ]] || fail "nginx is not installed (apt-get install nginx)"

# Both streams through pipes: nginx opens /dev/stdout for its access log, which fails on a socket.
"$nginx_bin" -t -q -e stderr -c "$RUNTIME_DIR/nginx.conf" > >(redact) 2> >(redact >&2) || fail "the rendered configuration does not pass nginx -t"

children=()
stop_children() {
  [[ ${#children[@]} -eq 0 ]] || kill -TERM "${children[@]}" 2>/dev/null || true
}
trap stop_children EXIT
trap 'stop_children; exit 0' TERM INT

if [[ -n $preview_bundle ]]; then
  # nginx on loopback: the renderer asks its proxy for each preview's data.
  port=${LISTEN##*:}
  host=${LISTEN%"$port"}
  host=${host%:}
  [[ -z $host || $host == 0.0.0.0 ]] && host=127.0.0.1
  [[ $host == '[::]' ]] && host='[::1]'
  as_worker=()
  [[ -z $worker_user ]] || as_worker=(runuser -u "$worker_user" --)
  "${as_worker[@]}" env PREVIEW_SOCKET="$RUNTIME_DIR/preview/preview.sock" PREVIEW_INDEX_HTML="$DIST_DIR/index.html" \
    PREVIEW_PROXY_ORIGIN="http://$host:$port" PREVIEW_TOKEN="$PREVIEW_TOKEN" VITE_IPFS_GATEWAY="${VITE_IPFS_GATEWAY:-}" \
    LINK_PREVIEW_WAIT_MS="${LINK_PREVIEW_WAIT_MS:-}" "$node_bin" "$RUNTIME_DIR/preview/link-preview.mjs" > >(redact) 2> >(redact >&2) &
  children+=($!)
  # nginx starts once the renderer listens (pages fall back to index.html meanwhile, but tests and crawlers need not).
  for _ in {1..50}; do
    [[ -S $RUNTIME_DIR/preview/preview.sock ]] && break
    sleep 0.1
  done
fi

echo "run-nginx: serving $DIST_DIR on $LISTEN in $CHAINVIEW_MODE mode${preview_bundle:+, with link previews}" >&2
"$nginx_bin" -e stderr -c "$RUNTIME_DIR/nginx.conf" -g 'daemon off;' > >(redact) 2> >(redact >&2) &
children+=($!)
wait "${children[-1]}"
