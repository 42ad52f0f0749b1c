#!/usr/bin/env bash
# The first step of `npm test`: the end-to-end tests drive Debian's Chromium and serve the build with Debian's nginx.
# Names what is missing and the one command that installs it; installs it itself when run as root in CI.
set -euo pipefail

chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
missing=()
[[ -x $chromium ]] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [[ -x /usr/sbin/nginx ]] || missing+=(nginx)
# nginx sends the build's brotli files with this module; the live proxies check JSON-RPC calls with njs.
[[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]] || missing+=(libnginx-mod-http-brotli-static)
[[ -f /usr/lib/nginx/modules/ngx_http_js_module.so ]] || missing+=(libnginx-mod-http-js)
[[ ${#missing[@]} -eq 0 ]] && exit 0

command="apt-get install -y ${missing[*]}"
if [[ ${CI:-} == true && $EUID -eq 0 ]]; then
  echo "check-system: installing ${missing[*]}" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $command -qq >/dev/null
  exit 0
fi
echo "The tests need Debian packages this machine lacks: ${missing[*]}" >&2
echo "Install them with:  sudo $command" >&2
[[ $chromium == /usr/bin/chromium ]] || echo "(CHROMIUM_PATH is $chromium)" >&2
exit 1
