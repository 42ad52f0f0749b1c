# Sourced by run-nginx.sh: fails at once, with what to do, when nginx's workers could not serve the build. Without
# this check, a build in a directory the worker user may not enter (a 0700 home, a mktemp -d) answers every page 403.

# can_worker USER TEST PATH: whether USER passes `test TEST PATH`.
can_worker() {
  if [[ $1 == "$(id -un)" ]]; then
    test "$2" "$3"
  else
    runuser -u "$1" -- test "$2" "$3" 2>/dev/null
  fi
}

# first_blocked USER PATH: the first directory on the way to PATH that USER may not enter, if any.
first_blocked() {
  local dir=""
  local part
  local -a parts
  IFS=/ read -r -a parts <<<"${2#/}"
  for part in "${parts[@]:0:${#parts[@]}-1}"; do
    [[ -n $part ]] || continue
    dir+="/$part"
    [[ -d $dir ]] || return 0
    if ! can_worker "$1" -x "$dir"; then
      printf '%s' "$dir"
      return 0
    fi
  done
}

describe_dir() {
  stat -c '%n (mode %a, owner %U)' -- "$1" 2>/dev/null || printf '%s' "$1"
}

# require_worker_access USER DIST_DIR RUNTIME_DIR
require_worker_access() {
  local user=$1 dist=$2 runtime=$3 blocked
  blocked=$(first_blocked "$user" "$dist/index.html")
  if [[ -n $blocked ]]; then
    fail "nginx's workers run as $user, who cannot enter $(describe_dir "$blocked"), so every page would be answered 403.
  Either run the workers as the build's owner:  NGINX_USER=$(stat -c %U -- "$blocked" 2>/dev/null || echo '<owner>') $0
  or serve a copy the workers can read, e.g.:   cp -r $dist /srv/chainview && DIST_DIR=/srv/chainview $0
  (/srv and /var/www are readable by every user; see docs/deploy.md)"
  fi
  [[ -f $dist/index.html ]] || fail "$dist has no index.html; run npm run build first"
  can_worker "$user" -r "$dist/index.html" || fail "nginx's workers run as $user, who cannot read $dist/index.html; make the build readable to $user (chmod -R a+rX $dist) or set NGINX_USER"
  blocked=$(first_blocked "$user" "$runtime")
  if [[ -n $blocked ]]; then
    fail "nginx's workers run as $user, who cannot enter $(describe_dir "$blocked") to reach NGINX_RUNTIME_DIR $runtime; choose a NGINX_RUNTIME_DIR under a directory $user may enter, such as /run or /tmp"
  fi
}
